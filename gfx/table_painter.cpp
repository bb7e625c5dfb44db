#include "gfx/table_painter.h"

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>

#include "game/abilities/text.h"
#include "game/view.h"

namespace l5r::gfx {

namespace {

bool hidden_is_fate(const Card& k) { return k.zone == Zone::FateDeck || k.zone == Zone::Hand; }

}  // namespace

std::vector<float> spread(const std::vector<float>& widths, float x0, float span, float gap,
                          float min_step) {
  std::vector<float> xs;
  if (widths.empty()) return xs;
  float total = gap * static_cast<float>(widths.size() - 1);
  for (float w : widths) total += w;
  float step_gap = gap;
  if (total > span && widths.size() > 1)
    step_gap = gap - (total - span) / static_cast<float>(widths.size() - 1);
  float x = x0;
  for (float w : widths) {
    xs.push_back(x);
    x += std::max(w + step_gap, min_step);
  }
  return xs;
}

const std::string& TablePainter::text_of(DefId d) {
  auto it = texts.find(d);
  if (it == texts.end()) it = texts.emplace(d, card_text(db.def(d))).first;
  return it->second;
}

float TablePainter::text(const ImFont* f, ImVec2 p, ImU32 c, const std::string& t) const {
  dl->AddText(f, f->FontSize, {std::floor(p.x), std::floor(p.y)}, c, t.c_str());
  return f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, t.c_str()).x;
}

float TablePainter::text_width(const ImFont* f, const std::string& t) const {
  return f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, t.c_str()).x;
}

void TablePainter::text_centered(const ImFont* f, ImVec2 c, ImU32 col, const std::string& t) const {
  text(f, {c.x - text_width(f, t) / 2, c.y - f->FontSize / 2}, col, t);
}

CardFace TablePainter::face(CardId c) {
  const Card& k = s.card(c);
  CardFace f;
  f.fate = hidden_is_fate(k);
  if (k.def == kNoDef) return f;
  const CardDef& d = def(c);
  f.def = &d;
  f.fate = d.is_fate();
  // A Stronghold reads as the face its player plays (CR20F "Strongholds"): a
  // player who went second reads the going-second face's text alone.
  if (d.going_second_face && k.zone == Zone::InPlay && k.controller < s.players.size())
    f.text = card_face_text(d, !s.players[k.controller].went_first);
  else
    f.text = text_of(k.def);
  // A Territory whose text the Clock card in play removes (the Hour of the
  // Rat) reads as blank, so nobody plans around a rule that is off.
  if (d.type == CardType::Territory)
    for (const Territory& t : s.siege.territories)
      if (t.card == c && !t.destroyed && e.territory_blank(t))
        f.text = "(No text: the Clock card in play removes it.)";
  if (k.zone != Zone::InPlay) return f;
  f.bowed = k.bowed;
  f.dishonorable = k.dishonorable;
  f.tokens = tokens_text(k);
  switch (d.type) {
    case CardType::Personality:
      f.force = e.force(c);
      f.chi = e.chi(c);
      f.personal_honor = e.personal_honor(c);
      break;
    case CardType::Follower:
      f.force = e.force(c);
      break;
    case CardType::Holding:
      f.gold_production = e.gold_production(c);
      break;
    case CardType::Stronghold: {
      const Player& pl = s.players[k.controller];
      const StrongholdFace& sf = pl.went_first ? d.first : d.second;
      f.gold_production = e.gold_production(c);
      // The face in use, with the Sensei's modifier (Province bonuses are per Province).
      f.province_strength = sf.province_strength +
                            (pl.sensei != kNoCard ? def(pl.sensei).first.province_strength : 0);
      // Siege rule 5: a Province Strength in Rank multiples (the Knot of Serpents).
      if (d.province_strength_per_rank)
        f.province_strength = d.province_strength_per_rank * e.rank();
      f.starting_honor = sf.starting_honor;
      break;
    }
    default:
      break;
  }
  return f;
}

std::string TablePainter::card_label(CardId c) const {
  const Card& k = s.card(c);
  if (k.def == kNoDef) return hidden_is_fate(k) ? "face-down Fate card" : "face-down Dynasty card";
  return def(c).title;
}

// Draws one card (in the current orientation) and records it; `pivot` is
// set when the drawing is being turned (a bowed card), so the recorded
// rectangle is the turned one.
void TablePainter::place(CardId c, const Rect& r, const ImVec2* pivot) {
  draw_card(dl, fonts, r, face(c));
  const bool named = in.named && in.named->count(c);
  const bool hot = in.hot && in.hot->count(c);
  if (hot)
    draw_outline(dl, r, palette::kHot, 4 * sc);
  else if (named)
    draw_outline(dl, r, palette::kHighlight, 3 * sc);
  const bool chosen = in.chosen && in.chosen->count(c);
  if (chosen) {
    // A tick in a green disc: this card is among the options chosen so far.
    const float rad = 9 * sc;
    const ImVec2 m{r.x + r.w - rad - 2 * sc, r.y + r.h - rad - 2 * sc};
    dl->AddCircleFilled(m, rad, IM_COL32(40, 150, 70, 240), 20);
    dl->AddPolyline(std::array<ImVec2, 3>{ImVec2{m.x - rad * 0.5f, m.y},
                                          ImVec2{m.x - rad * 0.1f, m.y + rad * 0.4f},
                                          ImVec2{m.x + rad * 0.5f, m.y - rad * 0.4f}}
                        .data(),
                    3, IM_COL32(255, 255, 255, 255), 0, 2 * sc);
  }
  const Card& k = s.card(c);
  std::string detail =
      "owner=" + std::to_string(k.owner) + " zone=" + std::string(to_string(k.zone));
  if (k.def != kNoDef) detail += " type=" + std::string(type_name(def(c).type));
  if (k.bowed && k.zone == Zone::InPlay) detail += " bowed";
  if (k.dishonorable) detail += " dishonorable";
  if (!k.tokens.empty()) detail += " tokens=" + std::to_string(k.tokens.size());
  if (named) detail += " highlighted";
  if (chosen) detail += " chosen";
  out.add({k.def == kNoDef ? ElementKind::CardBack : ElementKind::Card, card_label(c),
           pivot ? turn_cw(r, *pivot) : r, c, detail});
}

void TablePainter::bowed_tag(const Rect& footprint) const {
  const ImFont* f = fonts.get(Face::CardBold, 10 * sc);
  const float tw = text_width(f, "BOWED") + 8 * sc, th = f->FontSize + 4 * sc;
  const ImVec2 c{footprint.x + footprint.w / 2, footprint.y + footprint.h - th / 2 - 3 * sc};
  dl->AddRectFilled({c.x - tw / 2, c.y - th / 2}, {c.x + tw / 2, c.y + th / 2},
                    IM_COL32(30, 30, 48, 230), th / 2);
  text_centered(f, c, IM_COL32(230, 230, 255, 255), "BOWED");
}

// A Personality with its attachments tucked under it, their titles showing
// above it; bowed, the whole unit lies sideways.
// Up to three attachments fit the row; more share that room down to a
// title's height each, then stand above the row.
float TablePainter::unit_strip(std::size_t n) const {
  if (n == 0) return 0;
  const float count = static_cast<float>(n);
  if (stack_room / count >= strip) return strip;
  // A title needs about 0.145 of a card: the stack may rise by stack_rise
  // above its row to keep titles readable, then the strips shrink (each
  // still shows a sliver to hover).
  const float room = stack_room + stack_rise;
  const float readable = std::floor(h * 0.145f);
  if (readable * count <= room) return std::max(readable, std::floor(stack_room / count));
  return std::max(std::floor(h * 0.06f), std::floor(room / count));
}

ImVec2 TablePainter::unit_size(CardId p) const {
  const auto n = e.attachments(p).size();
  const float tall = h + static_cast<float>(n) * unit_strip(n);
  return s.card(p).bowed ? ImVec2{tall, w} : ImVec2{w, tall};
}

void TablePainter::draw_unit(CardId p, ImVec2 bottom_left) {
  const std::vector<CardId> att = e.attachments(p);
  const float st = unit_strip(att.size());
  const float tall = h + static_cast<float>(att.size()) * st;
  const bool bowed = s.card(p).bowed;
  const ImVec2 size = unit_size(p);
  const Rect foot{bottom_left.x, bottom_left.y - size.y, size.x, size.y};
  const ImVec2 pivot = foot.center();
  // The upright stack, centered on the footprint's center when it is turned.
  const float x0 = bowed ? pivot.x - w / 2 : foot.x;
  const float y0 = bowed ? pivot.y - tall / 2 : foot.y;
  {
    TurnedCw turn(dl, pivot, bowed);
    for (std::size_t i = 0; i < att.size(); ++i)
      place(att[i], {x0, y0 + static_cast<float>(i) * st, w, h}, bowed ? &pivot : nullptr);
    place(p, {x0, y0 + static_cast<float>(att.size()) * st, w, h}, bowed ? &pivot : nullptr);
  }
  if (bowed) bowed_tag(foot);
  if (!att.empty() && st < std::floor(h * 0.11f)) {
    // The titles are squeezed out of sight: say how many there are.
    const ImFont* f = fonts.get(Face::CardBold, 10 * sc);
    const std::string t = std::to_string(att.size()) + " attached";
    const float tw = text_width(f, t) + 8 * sc, th = f->FontSize + 4 * sc;
    const ImVec2 c = bowed ? ImVec2{foot.x + foot.w - tw / 2 - 2 * sc, foot.y + th / 2 + 2 * sc}
                           : ImVec2{foot.x + foot.w / 2, foot.y + th / 2};
    dl->AddRectFilled({c.x - tw / 2, c.y - th / 2}, {c.x + tw / 2, c.y + th / 2},
                      IM_COL32(20, 24, 36, 235), th / 2);
    text_centered(f, c, palette::kText, t);
  }
}

// A single card that lies sideways when bowed (Holdings, the Stronghold).
ImVec2 TablePainter::single_size(CardId c) const {
  return s.card(c).bowed && s.card(c).zone == Zone::InPlay ? ImVec2{h, w} : ImVec2{w, h};
}

void TablePainter::draw_single(CardId c, ImVec2 bottom_left) {
  const ImVec2 size = single_size(c);
  const Rect foot{bottom_left.x, bottom_left.y - size.y, size.x, size.y};
  const bool bowed = s.card(c).bowed && s.card(c).zone == Zone::InPlay;
  const ImVec2 pivot = foot.center();
  {
    TurnedCw turn(dl, pivot, bowed);
    place(c, {pivot.x - w / 2, pivot.y - h / 2, w, h}, bowed ? &pivot : nullptr);
  }
  if (bowed) bowed_tag(foot);
}

void TablePainter::slot(const Rect& r, const char* empty_text) const {
  dl->AddRectFilled(r.min(), r.max(), palette::kZone, 5 * sc);
  dl->AddRect(r.min(), r.max(), palette::kZoneLine, 5 * sc, 0, 1);
  if (empty_text && *empty_text) text_centered(ui(13), r.center(), palette::kTextDim, empty_text);
}

void TablePainter::under_label(const Rect& card, const std::string& t, ImU32 col) const {
  const ImFont* f = fonts.get(Face::Card, 11 * sc);
  const std::string fit = fit_text(f, f->FontSize, t, card.w + gap * 0.6f);
  text(f, {card.x + (card.w - text_width(f, fit)) / 2, card.y + card.h + 2 * sc}, col, fit);
}

}  // namespace l5r::gfx
