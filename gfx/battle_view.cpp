#include <algorithm>
#include <cmath>

#include "gfx/table_painter.h"

namespace l5r::gfx {

// ---- the battlefields of an attack ----
void TablePainter::battle_row(const Rect& row) {
  // In Siege the team attacks and defends as one side (Siege rules 10, 13).
  auto name_of = [&](PlayerId p) {
    if (s.is_rokugani(p)) return std::string("the Rokugani");
    return p < s.players.size() ? s.players[p].name : std::string("?");
  };
  dl->AddRectFilled(row.min(), row.max(), IM_COL32(0, 0, 0, 60), 6 * sc);
  const Attack& at = s.attack;
  const ImFont* lf = bold(15);
  if (!at.active) {
    text_centered(ui(15), row.center(), palette::kTextDim,
                  s.phase == Phase::Attack
                      ? "Attack phase: no attack declared"
                      : "No battle \xE2\x80\x94 battlefields appear when an attack is declared");
    out.add(ElementKind::Zone, "Battlefields: none", row);
    return;
  }
  text(lf, {row.x + 8 * sc, row.y + 6 * sc}, palette::kAttack, "Attack");
  text(ui(13), {row.x + 8 * sc, row.y + 8 * sc + lf->FontSize}, palette::kText,
       fit_text(ui(13), ui(13)->FontSize, name_of(at.attacker), panel_w - 16 * sc));
  text(ui(13), {row.x + 8 * sc, row.y + 10 * sc + lf->FontSize + ui(13)->FontSize},
       palette::kTextDim, "against");
  text(ui(13), {row.x + 8 * sc, row.y + 12 * sc + lf->FontSize + 2 * ui(13)->FontSize},
       palette::kText,
       fit_text(ui(13), ui(13)->FontSize,
                at.at_territories ? std::string("the Territories") : name_of(at.defender),
                panel_w - 16 * sc));

  const ImFont* hf = fonts.get(Face::CardBold, 11 * sc);
  // Units stand on the box's floor, under its two header lines.
  stack_room = row.h - 10 * sc - (2 * hf->FontSize + 10 * sc) - h;
  stack_rise = 0;
  struct Field {
    int index;
    std::vector<CardId> attackers, defenders;
    float natural = 0;
  };
  std::vector<Field> fields;
  for (int b = 0; b < static_cast<int>(at.battlefield_province.size()); ++b) {
    Field f{b, {}, {}, 0};
    if (at.attacker != kNoPlayer) f.attackers = e.side_units_at(at.attacker, b);
    if (at.defender != kNoPlayer) f.defenders = e.side_units_at(at.defender, b);
    float wsum = 0;
    for (CardId c : f.attackers) wsum += unit_size(c).x + gap;
    for (CardId c : f.defenders) wsum += unit_size(c).x + gap;
    const bool empty = f.attackers.empty() && f.defenders.empty();
    f.natural = empty ? w * 1.1f : std::max(w * 2.2f, wsum + 5 * gap);
    fields.push_back(std::move(f));
  }
  float total = gap * static_cast<float>(fields.size());
  for (const Field& f : fields) total += f.natural;
  const float x0 = row.x + panel_w + gap;
  const float span = row.x + row.w - x0;
  const float squeeze = total > span ? (span - gap * static_cast<float>(fields.size())) /
                                           (total - gap * static_cast<float>(fields.size()))
                                     : 1.0f;
  float x = x0;
  for (const Field& f : fields) {
    const float bw = f.natural * squeeze;
    const Rect box{x, row.y + 3 * sc, bw, row.h - 6 * sc};
    const bool now = at.current == f.index;
    const int prov = at.battlefield_province[f.index];
    const bool fought = f.index < static_cast<int>(at.fought.size()) && at.fought[f.index];
    dl->AddRectFilled(box.min(), box.max(), now ? IM_COL32(90, 60, 20, 90) : palette::kZone,
                      6 * sc);
    dl->AddRect(box.min(), box.max(), now ? palette::kGold : palette::kZoneLine, 6 * sc, 0,
                now ? 2 * sc : 1);
    const int atk = at.attacker != kNoPlayer ? e.army_force(at.attacker, f.index) : 0;
    const int def_force = at.defender != kNoPlayer ? e.army_force(at.defender, f.index) : 0;
    // Siege rule 10: the Challenge player's battles are at the Territories.
    const bool territory =
        at.at_territories && prov >= 0 && prov < static_cast<int>(s.siege.territories.size());
    const int ps = territory                               ? e.territory_strength(prov)
                   : at.defender != kNoPlayer && prov >= 0 ? e.province_strength(at.defender, prov)
                                                           : 0;
    const std::string place_name =
        territory ? e.name(s.siege.territories[prov].card) : "Province " + std::to_string(prov + 1);
    const std::string head = place_name + (now      ? " \xE2\x80\x94 battle now"
                                           : fought ? " (fought)"
                                                    : "");
    text(hf, {box.x + 5 * sc, box.y + 3 * sc}, now ? palette::kGold : palette::kText,
         fit_text(hf, hf->FontSize, head, box.w - 10 * sc));
    const bool empty = f.attackers.empty() && f.defenders.empty();
    if (!empty) {
      // The two armies' Force in their colors, then the Province Strength.
      float fx = box.x + 5 * sc;
      const float fy = box.y + 5 * sc + hf->FontSize;
      const float right = box.x + box.w - 5 * sc;
      auto seg = [&](ImU32 c, const std::string& t) {
        if (fx >= right) return;
        fx += text(hf, {fx, fy}, c, fit_text(hf, hf->FontSize, t, right - fx));
      };
      seg(IM_COL32(255, 130, 110, 255), "Attack " + std::to_string(atk));
      seg(palette::kTextDim, "  vs  ");
      seg(IM_COL32(130, 180, 255, 255), "Defense " + std::to_string(def_force));
      seg(palette::kTextDim, "  \xC2\xB7  Strength " + std::to_string(ps));
    }
    out.add(ElementKind::Zone,
            "Battlefield at " + place_name + ": attacking Force " + std::to_string(atk) +
                ", defending Force " + std::to_string(def_force) + ", Province Strength " +
                std::to_string(ps) + (now ? " (battle now)" : ""),
            box);
    x += bw + gap;
    if (empty) continue;
    // Attackers on the left, defenders on the right, a line between.
    const float inner_x = box.x + gap, inner_w = box.w - 2 * gap;
    float aw = 0, dw = 0;
    for (CardId c : f.attackers) aw += unit_size(c).x + gap;
    for (CardId c : f.defenders) dw += unit_size(c).x + gap;
    const float split = inner_x + inner_w * (aw + gap) / std::max(1.0f, aw + dw + 2 * gap);
    const float bottom = box.y + box.h - 4 * sc;
    auto side = [&](const std::vector<CardId>& units, float sx, float sw, ImU32 tint) {
      std::vector<float> widths;
      for (CardId c : units) widths.push_back(unit_size(c).x);
      const auto xs = spread(widths, sx, sw, gap, 14 * sc);
      for (std::size_t i = 0; i < units.size(); ++i) {
        dl->AddRectFilled({xs[i], bottom + 1 * sc}, {xs[i] + widths[i], bottom + 3 * sc}, tint);
        draw_unit(units[i], {xs[i], bottom});
      }
    };
    side(f.attackers, inner_x, split - inner_x - gap, palette::kAttack);
    if (!f.attackers.empty() && !f.defenders.empty())
      dl->AddLine({split - gap / 2, box.y + 2 * hf->FontSize + 10 * sc}, {split - gap / 2, bottom},
                  palette::kZoneLine, 1);
    side(f.defenders, split, inner_x + inner_w - split, palette::kDefend);
  }
}

// Cards being played (Strategies in the Resolution Area).
void TablePainter::resolving(const Rect& row) {
  float x = row.x + row.w - gap - w;
  for (const Player& pl : s.players)
    for (CardId c : pl.resolving) {
      place(c, {x, row.y + (row.h - h) / 2, w, h});
      under_label({x, row.y + (row.h - h) / 2 - lbl - 4 * sc, w, 0}, "Resolving", palette::kGold);
      x -= w + gap;
    }
}

void TablePainter::battle_strip(const Rect& row, const char* idle) {
  if (s.attack.active) {
    battle_row(row);
    resolving(row);
    return;
  }
  dl->AddRectFilled(row.min(), row.max(), IM_COL32(0, 0, 0, 50), 4 * sc);
  text_centered(ui(13), row.center(), palette::kTextDim,
                s.phase == Phase::Attack ? "Attack phase: no attack declared" : idle);
  out.add(ElementKind::Zone, "Battlefields: none", row);
  resolving({row.x, row.y - h - gap, row.w, h});
}

}  // namespace l5r::gfx
