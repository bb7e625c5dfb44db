#include <algorithm>
#include <cmath>

#include "gfx/table_painter.h"

namespace l5r::gfx {

// ---- the player's panel: name, Family Honor, Gold, hand, Favor ----
void TablePainter::player_panel(PlayerId p, const Rect& r) {
  const Player& pl = s.players[p];
  // In Siege every Rokugani player is active on the team's turn (Siege rule 13).
  const bool active = s.same_side(s.active, p) && s.phase != Phase::GameOver;
  dl->AddRectFilled(r.min(), r.max(), IM_COL32(0, 0, 0, 70), 8 * sc);
  dl->AddRect(r.min(), r.max(), active ? palette::kGold : palette::kZoneLine, 8 * sc, 0,
              active ? 2 * sc : 1);
  const float pad = 8 * sc;
  float y = r.y + pad * 0.75f;
  // Name, with a "turn" tag on the right for the active player.
  const ImFont* nf = bold(16);
  const ImFont* small = ui(13);
  const std::string tag = !active              ? ""
                          : s.same_side(p, me) ? (p == me ? "your turn" : "team's turn")
                                               : "their turn";
  const float tag_w = tag.empty() ? 0 : text_width(small, tag) + 6 * sc;
  text(nf, {r.x + pad, y}, p == me ? palette::kGold : palette::kText,
       fit_text(nf, nf->FontSize, pl.name, r.w - 2 * pad - tag_w));
  if (!tag.empty())
    text(small, {r.x + r.w - pad - tag_w + 6 * sc, y + nf->FontSize - small->FontSize},
         palette::kGold, tag);
  y += nf->FontSize + 1 * sc;
  // The rows share what height is left; on a small table the deck's name
  // gives way first, then the big Family Honor figure.
  const ImFont* big = bold(r.h > 130 * sc ? 28 : 22);
  const ImFont* mid = bold(16);
  const float rows_h = big->FontSize + 2 * mid->FontSize + 4 * sc;
  const bool deck_line = r.y + r.h - y - pad * 0.5f >= rows_h + small->FontSize + 3 * sc;
  if (!deck_line && r.y + r.h - y - pad * 0.5f < rows_h) big = mid;
  if (deck_line && p < in.deck_names.size()) {
    text(small, {r.x + pad, y}, palette::kTextDim,
         fit_text(small, small->FontSize, in.deck_names[p], r.w - 2 * pad));
    y += small->FontSize + 3 * sc;
  }
  const float left = r.y + r.h - pad * 0.5f - y;
  const float spare = std::max(0.0f, (left - big->FontSize - 2 * mid->FontSize) / 3);
  auto row = [&](const std::string& name, const std::string& value, const ImFont* vf, ImU32 vc) {
    const float row_h = std::max(small->FontSize, vf->FontSize);
    text(small, {r.x + pad, y + row_h - small->FontSize - 1 * sc}, palette::kTextDim, name);
    text(vf, {r.x + r.w - pad - text_width(vf, value), y}, vc, value);
    out.add(ElementKind::Label, name + " " + value + " (" + pl.name + ")",
            {r.x + pad, y, r.w - 2 * pad, row_h});
    y += row_h + spare;
  };
  // Siege rule 9: the Challenge player neither gains nor loses Honor.
  if (s.is_challenger(p))
    row("Family Honor", "\xE2\x80\x94", big, palette::kTextDim);
  else
    row("Family Honor", std::to_string(pl.honor), big, palette::kText);
  row("Gold pool", std::to_string(pl.gold_pool), mid, palette::kGold);
  if (!pl.tokens.empty()) row("Tokens", tokens_text(pl.tokens), mid, palette::kText);
  row(p == me ? "Cards in your hand" : "Cards in hand", std::to_string(pl.hand.size()), mid,
      palette::kText);
}

// The Imperial Favor lies before the player who holds it.
void TablePainter::favor_token(PlayerId p, const Rect& col_rect) {
  if (s.favor != p) return;
  const ImFont* f = bold(13);
  const float rad = std::min(col_rect.h * 0.3f, 34 * sc);
  const ImVec2 c{col_rect.x + col_rect.w / 2, col_rect.y + col_rect.h * 0.58f};
  dl->AddCircleFilled(c, rad, palette::kGold, 40);
  dl->AddCircle(c, rad * 0.82f, darker(palette::kGold, 0.6f), 40, 1.5f * sc);
  text_centered(f, {c.x, c.y - f->FontSize * 0.55f}, palette::kInk, "Imperial");
  text_centered(f, {c.x, c.y + f->FontSize * 0.55f}, palette::kInk, "Favor");
  out.add(ElementKind::Label, "Imperial Favor held by " + s.players[p].name,
          {c.x - rad, c.y - rad, 2 * rad, 2 * rad});
}

std::optional<int> TablePainter::province_slot(PlayerId p, std::size_t i, const Rect& r, float fan) {
  const Player& pl = s.players[p];
  const Province& pr = pl.provinces[i];
  const std::string name = "Province " + std::to_string(i + 1);
  if (pr.destroyed) {
    slot(r, "destroyed");
    dl->AddLine(r.min(), r.max(), IM_COL32(160, 40, 40, 160), 2 * sc);
    dl->AddLine({r.x + r.w, r.y}, {r.x, r.y + r.h}, IM_COL32(160, 40, 40, 160), 2 * sc);
    out.add(ElementKind::Zone, name + " destroyed (" + pl.name + ")", r);
    return std::nullopt;
  }
  const int strength = e.province_strength(p, static_cast<int>(i));
  slot(r, pr.cards.empty() ? "empty" : nullptr);
  const std::string tokens = pr.tokens.empty() ? std::string() : ", " + tokens_text(pr.tokens);
  out.add(ElementKind::Zone, name + " Strength " + std::to_string(strength) + tokens + " (" + pl.name + ")", r);
  for (std::size_t k = 0; k < pr.cards.size(); ++k)
    place(pr.cards[k], {r.x + static_cast<float>(k) * fan, r.y + static_cast<float>(k) * fan, w, h});
  return strength;
}

// ---- the Provinces row: panel, Stronghold, Provinces, piles ----
void TablePainter::provinces_row(PlayerId p, const Rect& row) {
  const Player& pl = s.players[p];
  player_panel(p, {row.x, row.y, panel_w, row.h});
  float x = row.x + panel_w + gap;
  const float bottom = row.y + h;
  // The Stronghold slot is wide enough for it to lie sideways.
  const Rect sh_slot{x, row.y, h, h};
  if (pl.stronghold != kNoCard) {
    const ImVec2 size = single_size(pl.stronghold);
    draw_single(pl.stronghold, {x + (h - size.x) / 2, bottom});
    const CardFace f = face(pl.stronghold);
    out.add(ElementKind::Label,
            "Stronghold: Province Strength " + std::to_string(f.province_strength.value_or(0)) +
                ", Gold Production " + std::to_string(f.gold_production.value_or(0)) +
                ", starting Honor " + std::to_string(f.starting_honor.value_or(0)) + " (" +
                pl.name + ")",
            {x, bottom, h, lbl});
    under_label(sh_slot, "Stronghold");
  }
  x += h + gap;
  for (std::size_t i = 0; i < pl.provinces.size(); ++i) {
    const Rect r{x, row.y, w, h};
    const std::string name = "Province " + std::to_string(i + 1);
    const std::optional<int> shown = province_slot(p, i, r, 6 * sc);
    if (!shown) {
      under_label(r, name, palette::kTextDim);
    } else {
      const int strength = *shown;
      // The long label when it fits under the card, else a short one.
      const ImFont* lf = fonts.get(Face::Card, 11 * sc);
      std::string label = name + " \xC2\xB7 " + std::to_string(strength);
      if (text_width(lf, label) > w + gap * 0.6f)
        label = "P" + std::to_string(i + 1) + " \xC2\xB7 Strength " + std::to_string(strength);
      if (text_width(lf, label) > w + gap * 0.6f)
        label = "P" + std::to_string(i + 1) + " \xC2\xB7 " + std::to_string(strength);
      under_label(r, label);
    }
    x += w + gap;
  }
  // Piles: decks as backs with their count, discards showing their top card.
  x = std::max(x + gap, row.x + row.w - 4 * w - 3 * gap);
  auto pile = [&](const std::vector<CardId>& cards, bool fate, bool deck, const std::string& name,
                  const std::string& shortname) {
    const Rect r{x, row.y, w, h};
    if (cards.empty()) {
      slot(r, "empty");
    } else if (deck) {
      draw_card_back(dl, fonts, r, fate);
      const ImFont* f = bold(18);
      const ImVec2 c = r.center();
      dl->AddCircleFilled(c, f->FontSize * 0.95f, IM_COL32(0, 0, 0, 170), 24);
      text_centered(f, c, palette::kText, std::to_string(cards.size()));
    } else {
      place(cards.back(), r);
    }
    out.add(ElementKind::Zone, name + " " + std::to_string(cards.size()) + " (" + pl.name + ")", r);
    under_label(r, shortname + " " + std::to_string(cards.size()), palette::kTextDim);
    x += w + gap;
  };
  pile(pl.dynasty_deck, false, true, "Dynasty deck", "Dynasty");
  pile(pl.dynasty_discard, false, false, "Dynasty discard", "Discard");
  pile(pl.fate_deck, true, true, "Fate deck", "Fate");
  pile(pl.fate_discard, true, false, "Fate discard", "Discard");
}

// ---- home: Holdings, then Personalities with their attachments ----
void TablePainter::home_row(PlayerId p, const Rect& row) {
  stack_room = row.h - h;
  stack_rise = 0.12f * h;
  const Player& pl = s.players[p];
  std::vector<CardId> singles, units;
  for (CardId c : pl.in_play) {
    const Card& k = s.card(c);
    if (c == pl.stronghold || k.attached_to != kNoCard || k.location != kHome) continue;
    if (def(c).type == CardType::Personality)
      units.push_back(c);
    else
      singles.push_back(c);
  }
  const ImFont* lf = ui(13);
  text(lf, {row.x + 6 * sc, row.y + 4 * sc}, palette::kTextDim,
       s.same_side(p, me) ? "Your home" : "Their home");
  favor_token(p, {row.x, row.y, panel_w, row.h});
  out.add(ElementKind::Zone,
          "Home of " + pl.name + ": " + std::to_string(units.size()) + " Personalities, " +
              std::to_string(singles.size()) + " Holdings",
          row);
  // Holdings on the left, Personalities on the right; when both do not
  // fit, the Holdings overlap first (their Gold line still shows).
  std::vector<float> hw, uw;
  for (CardId c : singles) hw.push_back(single_size(c).x);
  for (CardId c : units) uw.push_back(unit_size(c).x);
  auto natural = [&](const std::vector<float>& ws) {
    float t = ws.empty() ? 0 : gap * static_cast<float>(ws.size() - 1);
    for (float v : ws) t += v;
    return t;
  };
  const float x0 = row.x + panel_w + gap;
  const float span = row.x + row.w - x0;
  float span_h = natural(hw), span_u = natural(uw);
  const float between = singles.empty() || units.empty() ? 0 : 3 * gap;
  if (span_h + span_u + between > span) {
    span_u = std::min(span_u, std::max(span * 0.6f, span - span_h - between));
    span_h = span - span_u - between;
  }
  const auto hx = spread(hw, x0, span_h, gap, 14 * sc);
  const auto ux = spread(uw, x0 + (singles.empty() ? 0 : span_h + between), span_u, gap, 14 * sc);
  const float bottom = row.y + row.h;
  for (std::size_t i = 0; i < singles.size(); ++i) draw_single(singles[i], {hx[i], bottom});
  for (std::size_t i = 0; i < units.size(); ++i) draw_unit(units[i], {ux[i], bottom});
  if (singles.empty() && units.empty())
    text(ui(13), {x0, row.y + row.h / 2}, palette::kTextDim, "No cards in play");
}

// ---- the seat's hand ----
void TablePainter::hand_row(PlayerId p, const Rect& row) {
  const Player& pl = s.players[p];
  const ImFont* lf = bold(15);
  text(lf, {row.x + 8 * sc, row.y + 6 * sc}, palette::kText, "Your hand");
  text(ui(13), {row.x + 8 * sc, row.y + 8 * sc + lf->FontSize}, palette::kTextDim,
       std::to_string(pl.hand.size()) + " cards");
  out.add(ElementKind::Zone, "Your hand: " + std::to_string(pl.hand.size()) + " cards", row);
  std::vector<float> widths(pl.hand.size(), w);
  const float x0 = row.x + panel_w + gap;
  const auto xs = spread(widths, x0, row.x + row.w - x0, gap, 14 * sc);
  for (std::size_t i = 0; i < pl.hand.size(); ++i) place(pl.hand[i], {xs[i], row.y, w, h});
}

}  // namespace l5r::gfx
