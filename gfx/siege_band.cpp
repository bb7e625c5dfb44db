// The Siege parts of the table (../shared/rules/siege-variant-rules.txt),
// drawn from the seat's view only: the team's counters, the Territory row,
// the Clock, and each Rokugani member's compact area.
#include <algorithm>
#include <cmath>

#include "game/abilities/text.h"
#include "gfx/table_painter.h"

namespace l5r::gfx {

namespace {

// One numbered line of a Clock card (Siege rule 4).
struct ClockLine {
  int threat = 0;
  std::string text;
};

std::vector<ClockLine> clock_lines(const CardDef& d) {
  std::vector<ClockLine> lines;
  for (const Trait& t : d.traits) lines.push_back({t.threat, trait_text(t)});
  for (const Trigger& t : d.triggers) lines.push_back({t.threat, trigger_text(t)});
  for (const Ability& a : d.abilities) lines.push_back({a.threat, ability_text(a, d)});
  std::stable_sort(lines.begin(), lines.end(),
                   [](const ClockLine& a, const ClockLine& b) { return a.threat < b.threat; });
  return lines;
}

}  // namespace

// ---- the team's counters: Threat Level, Rank, Political tokens ----
void TablePainter::siege_counters(const Rect& r) {
  dl->AddRectFilled(r.min(), r.max(), IM_COL32(0, 0, 0, 70), 8 * sc);
  dl->AddRect(r.min(), r.max(), palette::kZoneLine, 8 * sc);
  const float pad = 8 * sc;
  const ImFont* small = ui(13);
  const ImFont* val = bold(r.h > 110 * sc ? 20 : 16);
  const float row_h = std::max(small->FontSize, val->FontSize);
  const float spare = std::max(0.0f, (r.h - 2 * pad - 3 * row_h) / 2);
  float y = r.y + pad;
  auto row = [&](const std::string& name, int value, ImU32 col) {
    text(small, {r.x + pad, y + row_h - small->FontSize - 1 * sc}, palette::kTextDim, name);
    const std::string v = std::to_string(value);
    text(val, {r.x + r.w - pad - text_width(val, v), y}, col, v);
    out.add(ElementKind::Label, name + " " + v, {r.x + pad, y, r.w - 2 * pad, row_h});
    y += row_h + spare;
  };
  row("Threat Level", e.threat_level(), IM_COL32(255, 140, 110, 255));
  row("Rank", e.rank(), palette::kText);
  row("Political tokens", s.siege.political_tokens, palette::kGold);
}

// Siege rule 3: only the first Territory may be destroyed at first. The
// engine's Territory::destroyable is not set from the printed
// CardDef::TerritoryRules::destroyable at setup (reported), so the printed
// rule counts too.
bool TablePainter::destroyable(const Territory& t) const {
  if (t.destroyed) return false;
  if (t.destroyable) return true;
  return visible(t.card) && def(t.card).territory && def(t.card).territory->destroyable;
}

// ---- the Territory row between the sides (Siege rules 3 and 10) ----
void TablePainter::territory_row(const Rect& r) {
  float x = r.x;
  const ImFont* lf = fonts.get(Face::Card, 11 * sc);
  for (std::size_t i = 0; i < s.siege.territories.size(); ++i) {
    const Territory& t = s.siege.territories[i];
    const Rect c{x, r.y, w, h};
    const int strength = e.territory_strength(static_cast<int>(i));
    const std::string name = visible(t.card) ? def(t.card).title : "Territory";
    CardFace f = face(t.card);
    f.province_strength = strength;
    draw_card(dl, fonts, c, f);
    std::string state;
    ImU32 col = palette::kText;
    if (t.destroyed) {
      // Turned to its Destroyed side: darkened and struck through.
      dl->AddRectFilled(c.min(), c.max(), IM_COL32(10, 10, 10, 170), 5 * sc);
      dl->AddLine(c.min(), c.max(), IM_COL32(190, 50, 40, 220), 3 * sc);
      dl->AddLine({c.x + c.w, c.y}, {c.x, c.y + c.h}, IM_COL32(190, 50, 40, 220), 3 * sc);
      text_centered(bold(13), c.center(), IM_COL32(255, 190, 180, 255), "DESTROYED");
      state = "destroyed";
      col = palette::kTextDim;
    } else if (destroyable(t)) {
      draw_outline(dl, c, IM_COL32(220, 80, 60, 220), 2 * sc);
      state = "destroyable";
      col = IM_COL32(255, 150, 130, 255);
    } else {
      // Locked until another Territory allows it to be destroyed.
      const ImFont* tf = fonts.get(Face::CardBold, 9 * sc);
      const float tw = text_width(tf, "LOCKED") + 8 * sc, th = tf->FontSize + 4 * sc;
      const ImVec2 m{c.x + c.w / 2, c.y + c.h * 0.62f};
      dl->AddRectFilled({m.x - tw / 2, m.y - th / 2}, {m.x + tw / 2, m.y + th / 2},
                        IM_COL32(30, 30, 48, 220), th / 2);
      text_centered(tf, m, IM_COL32(220, 220, 255, 255), "LOCKED");
      state = "locked";
    }
    // Recorded as a card for hovering and clicking, and as the Territory.
    const bool named = in.named && in.named->count(t.card);
    if (in.hot && in.hot->count(t.card))
      draw_outline(dl, c, palette::kHot, 4 * sc);
    else if (named)
      draw_outline(dl, c, palette::kHighlight, 3 * sc);
    out.add({ElementKind::Card, name, c, t.card,
             "zone=Territory type=Territory" + std::string(named ? " highlighted" : "")});
    out.add(ElementKind::Zone,
            "Territory " + std::to_string(i + 1) + ": " + name + ", " + state +
                ", Province Strength " + std::to_string(strength),
            c);
    std::string label = std::to_string(strength) + " \xC2\xB7 " + state;
    if (text_width(lf, label) > w + gap * 0.6f)
      label = std::to_string(strength) + " \xC2\xB7 " + state.substr(0, 6);
    under_label(c, label, col);
    x += w + gap;
  }
  if (s.siege.territories.empty())
    text(ui(13), {r.x, r.y + r.h / 2}, palette::kTextDim, "No Territories");
}

// ---- the Clock: its deck, the discard pile's top card, the active lines ----
void TablePainter::clock_area(const Rect& r) {
  const SiegeState& sg = s.siege;
  const Rect deck{r.x, r.y, w, h};
  if (sg.clock_deck.empty()) {
    slot(deck, "empty");
  } else {
    // The Clock's own back: neither Dynasty nor Fate (Siege rule 4).
    dl->AddRectFilled(deck.min(), deck.max(), frame_color(CardType::Clock), 5 * sc);
    dl->AddRect(deck.min(), deck.max(), palette::kGold, 5 * sc, 0, 1.5f * sc);
    dl->AddCircle(deck.center(), w * 0.36f, with_alpha(palette::kGold, 0.7f), 32, 1.5f * sc);
    text_centered(fonts.get(Face::CardBold, 10 * sc), {deck.center().x, deck.y + deck.h * 0.86f},
                  palette::kGold, "CLOCK");
    const ImFont* f = bold(18);
    dl->AddCircleFilled(deck.center(), f->FontSize * 0.95f, IM_COL32(0, 0, 0, 170), 24);
    text_centered(f, deck.center(), palette::kText, std::to_string(sg.clock_deck.size()));
  }
  out.add(ElementKind::Zone, "Clock deck " + std::to_string(sg.clock_deck.size()) + " cards left",
          deck);
  under_label(deck, "Clock " + std::to_string(sg.clock_deck.size()) + " left", palette::kTextDim);

  const Rect pile{r.x + w + gap, r.y, w, h};
  const CardId top = sg.clock_discard.empty() ? kNoCard : sg.clock_discard.back();
  const CardId in_play = e.clock_in_play();
  if (top == kNoCard)
    slot(pile, "none yet");
  else
    place(top, pile);
  out.add(ElementKind::Zone,
          "Clock discard " + std::to_string(sg.clock_discard.size()) +
              ", in play: " + (in_play != kNoCard ? def(in_play).title : std::string("none")),
          pile);
  under_label(pile, "Threat Level " + std::to_string(e.threat_level()),
              IM_COL32(255, 140, 110, 255));

  // The Clock card's numbered lines: those above the Threat Level do not apply.
  const float tx = pile.x + w + gap, tw = r.x + r.w - tx;
  if (tw < 60 * sc) return;
  dl->AddRectFilled({tx, r.y}, {tx + tw, r.y + r.h}, IM_COL32(0, 0, 0, 60), 6 * sc);
  const ImFont* hf = bold(13);
  const ImFont* lf = ui(12);
  const float pad = 6 * sc;
  float y = r.y + pad;
  const std::string head =
      in_play != kNoCard ? def(in_play).title : std::string("No Clock card in play");
  text(hf, {tx + pad, y}, palette::kGold, fit_text(hf, hf->FontSize, head, tw - 2 * pad));
  out.add(ElementKind::Label, "Clock in play: " + head, {tx, y, tw, hf->FontSize});
  y += hf->FontSize + 3 * sc;
  if (in_play == kNoCard) return;
  const int threat = e.threat_level();
  for (const ClockLine& l : clock_lines(def(in_play))) {
    if (y + lf->FontSize > r.y + r.h - pad / 2) {
      text(lf, {tx + pad, y - 2 * sc}, palette::kTextDim, "\xE2\x80\xA6");
      break;
    }
    const bool active = l.threat <= threat;
    const std::string mark = active ? "\xE2\x97\x8F " : "\xE2\x97\x8B ";  // filled, open circle
    const std::string line = fit_text(lf, lf->FontSize, mark + l.text, tw - 2 * pad);
    text(lf, {tx + pad, y}, active ? palette::kText : IM_COL32(120, 125, 120, 255), line);
    out.add(ElementKind::Label,
            std::string(active ? "Clock line active: " : "Clock line inactive: ") + l.text,
            {tx + pad, y, tw - 2 * pad, lf->FontSize});
    y += lf->FontSize + 2 * sc;
  }
}

}  // namespace l5r::gfx
