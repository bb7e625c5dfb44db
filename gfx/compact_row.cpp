#include <algorithm>
#include <cmath>

#include "gfx/table_painter.h"

// A player's whole side in one row (panel, Stronghold, Provinces, piles,
// home, hand): each Rokugani member at the Siege table, and each opponent
// at a table of three or more players.
namespace l5r::gfx {

// The piles as counts in a narrow column, and the Imperial Favor when the
// player holds it: a compact row has no room for the piles as cards.
float TablePainter::piles_column(PlayerId p, const Rect& r) {
  const Player& pl = s.players[p];
  const ImFont* f = fonts.get(Face::Card, 11 * sc);
  float y = r.y;
  auto line = [&](const std::string& name, const std::string& shortname, std::size_t n) {
    const std::string t = shortname + " " + std::to_string(n);
    text(f, {r.x, y}, palette::kTextDim, t);
    out.add(ElementKind::Label, name + " " + std::to_string(n) + " (" + pl.name + ")",
            {r.x, y, r.w, f->FontSize});
    y += f->FontSize + 2 * sc;
  };
  line("Dynasty deck", "Dynasty", pl.dynasty_deck.size());
  line("Dynasty discard", "D. discard", pl.dynasty_discard.size());
  line("Fate deck", "Fate", pl.fate_deck.size());
  line("Fate discard", "F. discard", pl.fate_discard.size());
  if (s.favor == p) favor_token(p, {r.x, y, r.w, r.y + r.h - y});
  return r.x + r.w + gap;
}

void TablePainter::compact_row(PlayerId p, const Rect& row) {
  const Player& pl = s.players[p];
  const bool asked = s.pending && s.pending->who == p && !s.result.over;
  player_panel(p, {row.x, row.y, panel_w, row.h});
  if (asked) {
    // The player (in Siege, the team member) the question is asked of.
    draw_outline(dl, {row.x, row.y, panel_w, row.h}, palette::kHot, 2 * sc);
    out.add(ElementKind::Label, "asked: " + pl.name, {row.x, row.y, panel_w, row.h});
  }
  if (pl.eliminated) {
    text(bold(15), {row.x + panel_w + gap, row.y + row.h / 2 - 8 * sc}, palette::kTextDim,
         "Out of the game");
    out.add(ElementKind::Zone, "Player out of the game: " + pl.name, row);
    return;
  }
  float x = row.x + panel_w + gap;
  if (pl.stronghold != kNoCard) {
    const ImVec2 size = single_size(pl.stronghold);
    draw_single(pl.stronghold, {x + (h - size.x) / 2, row.y + h});
    out.add(ElementKind::Label, "Stronghold (" + pl.name + ")", {x, row.y, h, h});
    under_label({x, row.y, h, h}, "Stronghold");
  }
  x += h + gap;
  for (std::size_t i = 0; i < pl.provinces.size(); ++i) {
    const Rect r{x, row.y, w, h};
    if (const std::optional<int> strength = province_slot(p, i, r, 5 * sc))
      under_label(r, "P" + std::to_string(i + 1) + " \xC2\xB7 " + std::to_string(*strength));
    x += w + gap;
  }
  x = piles_column(p, {x, row.y, w, h});
  // Home and hand share what is left; each overlaps its cards when crowded.
  std::vector<CardId> singles, units;
  for (CardId c : pl.in_play) {
    const Card& k = s.card(c);
    if (c == pl.stronghold || k.attached_to != kNoCard || k.location != kHome) continue;
    (def(c).type == CardType::Personality ? units : singles).push_back(c);
  }
  std::vector<float> home_w;
  for (CardId c : singles) home_w.push_back(single_size(c).x);
  for (CardId c : units) home_w.push_back(unit_size(c).x);
  auto natural = [&](const std::vector<float>& ws) {
    float t = ws.empty() ? 0 : gap * static_cast<float>(ws.size() - 1);
    for (float v : ws) t += v;
    return t;
  };
  // A hand the seat may not see is one face-down pile with its count.
  const bool hidden_hand =
      std::none_of(pl.hand.begin(), pl.hand.end(), [&](CardId c) { return visible(c); });
  const std::vector<float> hand_w(
      hidden_hand ? std::min<std::size_t>(pl.hand.size(), 1) : pl.hand.size(), w);
  const float left = row.x + row.w - (x + gap);
  float span_home = std::max(natural(home_w), w);
  const float span_hand = std::max(natural(hand_w), w);
  if (span_home + span_hand + 2 * gap > left)
    span_home =
        std::clamp(left - span_hand - 2 * gap, std::min(span_home, left * 0.45f), span_home);
  const float x_home = x + gap;
  const float x_hand = x_home + span_home + 2 * gap;
  dl->AddLine({x_hand - gap, row.y}, {x_hand - gap, row.y + row.h}, palette::kZoneLine, 1);

  stack_room = row.h - h;
  stack_rise = 0.1f * h;
  const float bottom = row.y + row.h;
  const auto xs = spread(home_w, x_home, span_home, gap, 14 * sc);
  for (std::size_t i = 0; i < singles.size(); ++i) draw_single(singles[i], {xs[i], bottom});
  for (std::size_t i = 0; i < units.size(); ++i)
    draw_unit(units[i], {xs[singles.size() + i], bottom});
  out.add(ElementKind::Zone,
          "Home of " + pl.name + ": " + std::to_string(units.size()) + " Personalities, " +
              std::to_string(singles.size()) + " Holdings",
          {x_home, row.y, span_home, row.h});
  if (singles.empty() && units.empty())
    text(ui(12), {x_home, row.y + row.h / 2 - 6 * sc}, palette::kTextDim, "Home: no cards");

  // The hand: a teammate's cards show (Siege rule 7: the team shares its
  // hands); an opponent's are backs, as the seat's view hides them.
  const float hand_span = row.x + row.w - x_hand;
  const auto hx = spread(hand_w, x_hand, hand_span, gap, 12 * sc);
  if (hidden_hand && !pl.hand.empty()) {
    const Rect r{hx[0], row.y, w, h};
    draw_card_back(dl, fonts, r, true);
    const ImFont* f = bold(18);
    dl->AddCircleFilled(r.center(), f->FontSize * 0.95f, IM_COL32(0, 0, 0, 170), 24);
    text_centered(f, r.center(), palette::kText, std::to_string(pl.hand.size()));
  } else {
    for (std::size_t i = 0; i < pl.hand.size(); ++i) place(pl.hand[i], {hx[i], row.y, w, h});
  }
  out.add(ElementKind::Zone,
          "Hand of " + pl.name + ": " + std::to_string(pl.hand.size()) + " cards",
          {x_hand, row.y, hand_span, row.h});
  text(fonts.get(Face::Card, 11 * sc), {x_hand, row.y + h + 2 * sc}, palette::kTextDim,
       "Hand \xC2\xB7 " + std::to_string(pl.hand.size()));
}

}  // namespace l5r::gfx
