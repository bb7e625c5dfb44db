#include "gfx/siege_table.h"

#include <algorithm>
#include <cmath>

#include "gfx/card_style.h"
#include "gfx/table_painter.h"

namespace l5r::gfx {

TableOutput SiegeTableView::draw(ImDrawList* dl, const Fonts& fonts, const Rect& area,
                                 const TableInput& in, Elements& out) {
  TablePainter f(dl, fonts, in, out, text_cache_);
  const GameState& s = f.s;
  if (s.players.empty() || !s.is_siege()) return {};
  const PlayerId them = s.siege.challenger;
  std::vector<PlayerId> team;
  for (PlayerId p = 0; p < s.players.size(); ++p)
    if (s.is_rokugani(p)) team.push_back(p);

  // Sizes: the Challenge player's Provinces and home, the Territory row, the
  // battlefields (a thin line when no attack is on), and a row per member
  // share the height; the Territory row and the Clock bound the width.
  const float sc = f.sc;
  f.gap = 6 * sc;
  f.lbl = 16 * sc;
  f.panel_w = 180 * sc;
  const bool attack = s.attack.active;
  const float header = 2 * fonts.get(Face::CardBold, 11 * sc)->FontSize + 12 * sc;
  const float thin = 22 * sc;
  const float strip_k = 0.14f;
  const auto members = static_cast<float>(team.size());
  const float fixed = (3 + members) * f.lbl + (attack ? header : thin) + (5 + members) * f.gap;
  const float per_h = 3 + members + 2 * strip_k + (attack ? 1 + 4 * strip_k : 0);
  float hh = (area.h - fixed) / per_h;
  const int territories = static_cast<int>(s.siege.territories.size());
  // Width: panel, Territories, Clock deck and discard, and room for its lines.
  const float clock_text = 230 * sc;
  hh =
      std::min(hh, (area.w - f.panel_w - clock_text - static_cast<float>(territories + 5) * f.gap) /
                       (kCardAspect * static_cast<float>(territories + 2)));
  f.h = std::floor(std::clamp(hh, 50 * sc, 200 * sc));
  f.w = std::floor(f.h * kCardAspect);
  f.strip = std::floor(f.h * strip_k);

  dl->AddRectFilled(area.min(), area.max(), palette::kTable);
  const float x0 = area.x + f.gap, span = area.w - 2 * f.gap;
  float y = area.y + f.gap;
  const Rect their_prov{x0, y, span, f.h + f.lbl};
  y += their_prov.h + f.gap;
  const Rect their_home{x0, y, span, f.h + 2 * f.strip};
  y += their_home.h + f.gap;
  const Rect band{x0, y, span, f.h + f.lbl};
  y += band.h + f.gap;
  const Rect battle{x0, y, span, attack ? f.h + 4 * f.strip + header : thin};
  y += battle.h + f.gap;
  const float member_h = team.empty() ? 0 : (area.y + area.h - y) / members;

  // The Challenge player's half of the felt, tinted apart; the team's below.
  dl->AddRectFilled(area.min(), {area.x + area.w, band.y - f.gap / 2}, IM_COL32(60, 20, 40, 70));
  dl->AddRectFilled({area.x, battle.y + battle.h + f.gap / 2}, area.max(),
                    IM_COL32(20, 60, 40, 50));

  f.provinces_row(them, their_prov);
  f.home_row(them, their_home);

  // The band between the sides: the team's counters, the Territories, the Clock.
  f.siege_counters({band.x, band.y, f.panel_w, f.h});
  const float ter_x = band.x + f.panel_w + f.gap;
  const float ter_w = static_cast<float>(territories) * (f.w + f.gap);
  f.territory_row({ter_x, band.y, ter_w, band.h});
  const float clock_x = ter_x + ter_w + 2 * f.gap;
  f.clock_area({clock_x, band.y, band.x + band.w - clock_x, f.h});

  f.battle_strip(battle,
                 "No battle \xE2\x80\x94 the Challenge player's battles are fought at the Territories");
  for (std::size_t i = 0; i < team.size(); ++i) {
    const Rect row{x0, y + static_cast<float>(i) * member_h, span, member_h - f.gap};
    if (i > 0)
      dl->AddLine({row.x, row.y - f.gap / 2}, {row.x + row.w, row.y - f.gap / 2},
                  palette::kZoneLine, 1);
    f.compact_row(team[i], row);
  }
  return hover_and_click(f);
}

}  // namespace l5r::gfx
