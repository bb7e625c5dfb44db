#include "gfx/table_view.h"

#include <algorithm>
#include <cmath>

#include "gfx/card_style.h"
#include "gfx/table_painter.h"

namespace l5r::gfx {

// Hover: zoom the card under the mouse; click: answer with it.
TableOutput hover_and_click(TablePainter& f) {
  TableOutput result;
  const TableInput& in = f.in;
  const Elements& out = f.out;
  ImDrawList* dl = f.dl;
  const Fonts& fonts = f.fonts;
  const GameState& s = f.s;
  const float sc = f.sc;
  if (in.mouse_on_table) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (const Element* el = out.card_at(mouse)) {
      result.hovered = el->card;
      draw_outline(dl, el->rect, IM_COL32(255, 255, 255, 200), 2 * sc);
      if (in.named && in.named->count(el->card)) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        if (ImGui::IsMouseClicked(ImGuiMouseButton_Left)) result.clicked = el->card;
      }
      if (f.visible(el->card)) {
        const float zh = std::min(380 * sc, ImGui::GetIO().DisplaySize.y * 0.7f);
        const Rect z{0, 0, std::floor(zh * kCardAspect), zh};
        ImGui::BeginTooltip();
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::Dummy({z.w, z.h});
        CardFace face = f.face(el->card);
        face.bowed = false;  // the zoom is for reading
        draw_card(ImGui::GetWindowDrawList(), fonts, {p.x, p.y, z.w, z.h}, face, Detail::Zoom);
        const Card& k = s.card(el->card);
        std::string status;
        if (k.zone == Zone::InPlay && k.bowed) status += "Bowed. ";
        if (k.dishonorable) status += "Dishonorable. ";
        if (in.named && in.named->count(el->card)) status += "Click to choose.";
        if (!status.empty()) ImGui::TextUnformatted(status.c_str());
        ImGui::EndTooltip();
      }
    }
  }
  return result;
}

namespace {

// The card size: the height `fit_h` the rows leave, no wider than a row of
// panel, sideways Stronghold, `provinces` Provinces and four piles allows,
// within [lo, hi]; attachments show `strip_k` of a card above their Personality.
void size_cards(TablePainter& f, float fit_h, float width, int provinces, float lo, float hi,
                float strip_k) {
  const float units = kCardAspect * static_cast<float>(provinces + 4) + 1.0f;
  const float hh =
      std::min(fit_h, (width - f.panel_w - static_cast<float>(provinces + 8) * f.gap) / units);
  f.h = std::floor(std::clamp(hh, lo, hi));
  f.w = std::floor(f.h * kCardAspect);
  f.strip = std::floor(f.h * strip_k);
}

}  // namespace

TableOutput TableView::draw(ImDrawList* dl, const Fonts& fonts, const Rect& area,
                            const TableInput& in, Elements& out) {
  TablePainter f(dl, fonts, in, out, text_cache_);
  const GameState& s = f.s;
  if (s.players.empty()) return {};
  if (s.players.size() > 2) return draw_many(f, area);
  const PlayerId me = f.me < s.players.size() ? f.me : 0;
  PlayerId them = me;
  for (PlayerId p = 0; p < s.players.size(); ++p)
    if (p != me) {
      them = p;
      break;
    }

  // Sizes: six rows (their Provinces and home, the battlefields, your home
  // and Provinces, your hand) share the height; the width bounds them too.
  const float sc = f.sc;
  f.gap = 8 * sc;
  f.lbl = 18 * sc;
  f.panel_w = 190 * sc;
  const float header = 2 * fonts.get(Face::CardBold, 11 * sc)->FontSize + 12 * sc;
  const float strip_k = 0.16f;
  const float fixed = 2 * f.lbl + header + 7 * f.gap;
  const float per_h = 6 + (3 + 3 + 4) * strip_k;
  const int provinces =
      static_cast<int>(std::max(s.players[me].provinces.size(), s.players[them].provinces.size()));
  size_cards(f, (area.h - fixed) / per_h, area.w, provinces, 60 * sc, 220 * sc, strip_k);

  dl->AddRectFilled(area.min(), area.max(), palette::kTable);
  float y = area.y + f.gap;
  const float prov_h = f.h + f.lbl, home_h = f.h + 3 * f.strip;
  const Rect their_prov{area.x + f.gap, y, area.w - 2 * f.gap, prov_h};
  y += prov_h + f.gap;
  const Rect their_home{area.x + f.gap, y, area.w - 2 * f.gap, home_h};
  y += home_h + f.gap;
  const Rect battle{area.x + f.gap, y, area.w - 2 * f.gap, f.h + 4 * f.strip + header};
  y += battle.h + f.gap;
  const Rect my_home{area.x + f.gap, y, area.w - 2 * f.gap, home_h};
  y += home_h + f.gap;
  const Rect my_prov{area.x + f.gap, y, area.w - 2 * f.gap, prov_h};
  y += prov_h + f.gap;
  const Rect hand{area.x + f.gap, y, area.w - 2 * f.gap, area.y + area.h - y};

  // Each side's half of the felt, tinted apart.
  dl->AddRectFilled(area.min(), {area.x + area.w, battle.y - f.gap / 2}, IM_COL32(60, 20, 20, 60));
  dl->AddRectFilled({area.x, battle.y + battle.h + f.gap / 2}, area.max(),
                    IM_COL32(20, 60, 40, 50));

  f.provinces_row(them, their_prov);
  f.home_row(them, their_home);
  f.battle_row(battle);
  f.resolving(battle);
  f.home_row(me, my_home);
  f.provinces_row(me, my_prov);
  f.hand_row(me, hand);

  return hover_and_click(f);
}

// Three to six players: every opponent's side in a compact row at the top
// (in seat order after the seat), the battlefields, then the seat's own home,
// Provinces and hand at full size, as at two players.
TableOutput TableView::draw_many(TablePainter& f, const Rect& area) {
  const GameState& s = f.s;
  ImDrawList* dl = f.dl;
  const PlayerId me = f.me < s.players.size() ? f.me : 0;
  std::vector<PlayerId> others;
  for (std::size_t k = 1; k < s.players.size(); ++k)
    others.push_back(static_cast<PlayerId>((me + k) % s.players.size()));

  const float sc = f.sc;
  f.gap = 6 * sc;
  f.lbl = 16 * sc;
  f.panel_w = 180 * sc;
  const float header = 2 * f.fonts.get(Face::CardBold, 11 * sc)->FontSize + 12 * sc;
  const float thin = 22 * sc;
  const bool attack = s.attack.active;
  const float strip_k = 0.14f;
  const auto rows = static_cast<float>(others.size());
  // Height: a compact row per opponent (a card and its attachments' strips),
  // the battlefields (a thin line when no attack is on), your home,
  // Provinces and hand.
  const float fixed = (rows + 2) * f.lbl + (attack ? header : thin) + (rows + 5) * f.gap;
  const float per_h = rows * (1 + 2 * strip_k) + (attack ? 1 + 4 * strip_k : 0) + 3 + 3 * strip_k;
  const int provinces = static_cast<int>(s.players[me].provinces.size());
  size_cards(f, (area.h - fixed) / per_h, area.w, provinces, 44 * sc, 200 * sc, strip_k);

  dl->AddRectFilled(area.min(), area.max(), palette::kTable);
  const float x0 = area.x + f.gap, span = area.w - 2 * f.gap;
  const float row_h = f.h + 2 * f.strip + f.lbl;
  float y = area.y + f.gap;
  const float opp_top = y;
  for (std::size_t i = 0; i < others.size(); ++i) {
    const Rect row{x0, y, span, row_h};
    if (i > 0)
      dl->AddLine({row.x, row.y - f.gap / 2}, {row.x + row.w, row.y - f.gap / 2},
                  palette::kZoneLine, 1);
    f.compact_row(others[i], row);
    y += row_h + f.gap;
  }
  const Rect battle{x0, y, span, attack ? f.h + 4 * f.strip + header : thin};
  y += battle.h + f.gap;
  const float home_h = f.h + 3 * f.strip;
  const Rect my_home{x0, y, span, home_h};
  y += home_h + f.gap;
  const Rect my_prov{x0, y, span, f.h + f.lbl};
  y += my_prov.h + f.gap;
  const Rect hand{x0, y, span, area.y + area.h - y};

  // The opponents' part of the felt, tinted apart from the seat's.
  dl->AddRectFilled({area.x, opp_top - f.gap}, {area.x + area.w, battle.y - f.gap / 2},
                    IM_COL32(60, 20, 20, 60));
  dl->AddRectFilled({area.x, battle.y + battle.h + f.gap / 2}, area.max(),
                    IM_COL32(20, 60, 40, 50));
  f.battle_strip(battle, "No battle");
  f.home_row(me, my_home);
  f.provinces_row(me, my_prov);
  f.hand_row(me, hand);
  return hover_and_click(f);
}

}  // namespace l5r::gfx
