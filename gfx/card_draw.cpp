#include "gfx/card_draw.h"

#include <algorithm>
#include <cfloat>
#include <cmath>

#include "gfx/card_style.h"

namespace l5r::gfx {

namespace {

constexpr ImU32 kUp = IM_COL32(24, 122, 40, 255);
constexpr ImU32 kDown = IM_COL32(176, 32, 32, 255);
constexpr ImU32 kWhite = IM_COL32(255, 255, 255, 255);

ImU32 compare_color(std::optional<int> now, int printed) {
  if (!now || *now == printed) return palette::kInk;
  return *now > printed ? kUp : kDown;
}

std::string signed_text(int v) { return (v >= 0 ? "+" : "") + std::to_string(v); }

std::string keyword_line(const CardDef& d, bool with_clan) {
  std::string out = type_name(d.type);
  if (with_clan && d.clan != Clan::Unaligned) out = std::string(to_string(d.clan)) + " " + out;
  for (const std::string& k : d.keywords) out += " \xE2\x80\xA2 " + k;  // bullet
  return out;
}

// Text centered on a point.
void text_centered(ImDrawList* dl, const ImFont* f, ImVec2 c, ImU32 col, const std::string& s) {
  const ImVec2 size = f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, s.c_str());
  dl->AddText(f, f->FontSize, {std::floor(c.x - size.x / 2), std::floor(c.y - size.y / 2)}, col,
              s.c_str());
}

struct Painter {
  ImDrawList* dl;
  const Fonts& fonts;
  float u;  // card units: the card is 120 units tall
  Detail detail;

  const ImFont* font(Face f, float base) const {
    const float cap = detail == Detail::Zoom ? 2.0f : 1e9f;
    return fonts.get(f, base * std::min(u, cap * fonts.scale()));
  }
  float text(const ImFont* f, ImVec2 p, ImU32 col, const std::string& s) const {
    dl->AddText(f, f->FontSize, {std::floor(p.x), std::floor(p.y)}, col, s.c_str());
    return f->CalcTextSizeA(f->FontSize, FLT_MAX, 0, s.c_str()).x;
  }
  // A stat written as "3F": the number bold, its letter smaller.
  float stat(ImVec2 p, const std::string& value, const char* letter, ImU32 col) const {
    const ImFont* big = font(Face::CardBold, 13);
    const ImFont* small = font(Face::CardBold, 9);
    float w = text(big, p, col, value);
    w += text(small, {p.x + w + 1, p.y + (big->FontSize - small->FontSize) * 0.8f}, col, letter);
    return w + 1;
  }
  void coin(ImVec2 c, int value) const {
    const float r = 7.0f * std::min(u, 2.0f * fonts.scale());
    dl->AddCircleFilled(c, r, palette::kGold, 20);
    dl->AddCircle(c, r, darker(palette::kGold, 0.55f), 20, std::max(1.0f, u * 0.8f));
    text_centered(dl, font(Face::CardBold, 10), c, palette::kInk, std::to_string(value));
  }
};

}  // namespace

std::string fit_text(const ImFont* font, float px, const std::string& text, float width) {
  auto w = [&](const std::string& s) { return font->CalcTextSizeA(px, FLT_MAX, 0, s.c_str()).x; };
  if (w(text) <= width) return text;
  std::string s = text;
  while (!s.empty()) {
    // Drop one whole UTF-8 character: its continuation bytes, then its lead byte.
    while (!s.empty() && (static_cast<unsigned char>(s.back()) & 0xC0) == 0x80) s.pop_back();
    if (!s.empty()) s.pop_back();
    while (!s.empty() && s.back() == ' ') s.pop_back();
    const std::string candidate = s + "\xE2\x80\xA6";
    if (w(candidate) <= width) return candidate;
  }
  return "";
}

void draw_outline(ImDrawList* dl, const Rect& r, ImU32 color, float thickness) {
  const float pad = thickness * 0.5f + 1;
  dl->AddRect({r.x - pad, r.y - pad}, {r.x + r.w + pad, r.y + r.h + pad}, color,
              std::max(4.0f, r.h * 0.05f), 0, thickness);
}

void draw_card_back(ImDrawList* dl, const Fonts& fonts, const Rect& r, bool fate) {
  const float u = r.h / 120.0f;
  const ImU32 base = fate ? IM_COL32(86, 30, 30, 255) : IM_COL32(26, 66, 52, 255);
  const ImU32 trim = fate ? IM_COL32(200, 150, 90, 255) : IM_COL32(190, 170, 100, 255);
  dl->AddRectFilled(r.min(), r.max(), base, 5 * u);
  dl->AddRect({r.x + 4 * u, r.y + 4 * u}, {r.x + r.w - 4 * u, r.y + r.h - 4 * u}, trim, 3 * u, 0,
              std::max(1.0f, u));
  const ImVec2 c = {r.x + r.w / 2, r.y + r.h * 0.42f};
  const float rad = r.w * 0.26f;
  dl->AddCircle(c, rad, trim, 32, std::max(1.0f, 1.5f * u));
  dl->AddCircle(c, rad * 0.62f, with_alpha(trim, 0.7f), 32, std::max(1.0f, u));
  dl->AddCircleFilled(c, rad * 0.25f, with_alpha(trim, 0.8f), 16);
  const ImFont* f = fonts.get(Face::CardBold, 9 * u);
  text_centered(dl, f, {c.x, r.y + r.h * 0.78f}, trim, fate ? "FATE" : "DYNASTY");
}

void draw_card(ImDrawList* dl, const Fonts& fonts, const Rect& r, const CardFace& face,
               Detail detail) {
  if (!face.def) {
    draw_card_back(dl, fonts, r, face.fate);
    return;
  }
  const CardDef& d = *face.def;
  const Painter p{dl, fonts, r.h / 120.0f, detail};
  const float u = p.u;
  const ImU32 frame = frame_color(d.type);
  dl->AddRectFilled(r.min(), r.max(), frame, 5 * u);
  const Rect in{r.x + 3 * u, r.y + 3 * u, r.w - 6 * u, r.h - 6 * u};
  dl->AddRectFilled(in.min(), in.max(), palette::kParchment, 3 * u);

  // Title band, with the clan's color.
  const ImFont* title_font = p.font(Face::CardBold, 10.5f);
  const float band_h = std::max(15 * u, title_font->FontSize + 4);
  dl->AddRectFilled(in.min(), {in.x + in.w, in.y + band_h}, darker(frame, 0.78f), 3 * u,
                    ImDrawFlags_RoundCornersTop);
  float tx = in.x + 3 * u;
  if (d.clan != Clan::Unaligned) {
    const ImVec2 c{in.x + band_h * 0.5f, in.y + band_h * 0.5f};
    dl->AddCircleFilled(c, band_h * 0.3f, clan_color(d.clan), 16);
    dl->AddCircle(c, band_h * 0.3f, IM_COL32(255, 255, 255, 180), 16, std::max(1.0f, 0.7f * u));
    tx = in.x + band_h;
  }
  const std::string title =
      fit_text(title_font, title_font->FontSize, d.title, in.x + in.w - tx - 2 * u);
  p.text(title_font, {tx, in.y + (band_h - title_font->FontSize) * 0.5f}, kWhite, title);

  // Stats under the title: Force and Chi on the left, Gold Cost on the right.
  float y = in.y + band_h + 2 * u;
  const ImFont* stat_font = p.font(Face::CardBold, 13);
  const float stat_h = std::max(15 * u, stat_font->FontSize + 2);
  float sx = in.x + 3 * u;
  switch (d.type) {
    case CardType::Personality:
      sx += p.stat({sx, y}, std::to_string(face.force.value_or(d.force)), "F",
                   compare_color(face.force, d.force)) +
            4 * u;
      p.stat({sx, y}, std::to_string(face.chi.value_or(d.chi)), "C",
             compare_color(face.chi, d.chi));
      break;
    case CardType::Follower:
      sx += p.stat({sx, y}, std::to_string(face.force.value_or(d.force)), "F",
                   compare_color(face.force, d.force)) +
            4 * u;
      if (d.chi != 0) p.stat({sx, y}, signed_text(d.chi), "C", palette::kInk);
      break;
    case CardType::Item:
      sx += p.stat({sx, y}, signed_text(d.force), "F", palette::kInk) + 4 * u;
      p.stat({sx, y}, signed_text(d.chi), "C", palette::kInk);
      break;
    default:
      break;
  }
  if (d.gold_cost)
    p.coin({in.x + in.w - 9 * std::min(u, 2.0f * fonts.scale()), y + stat_h * 0.5f}, *d.gold_cost);
  const bool has_stat_row = d.gold_cost || d.type == CardType::Personality ||
                            d.type == CardType::Follower || d.type == CardType::Item;
  if (has_stat_row) y += stat_h + 1 * u;

  // Bottom line: Honor Requirement and Personal Honor, Gold Production,
  // the Stronghold's face, Focus Value.
  const ImFont* low = p.font(Face::CardBold, 9.5f);
  const float low_h = low->FontSize + 3 * u;
  const float low_y = in.y + in.h - low_h + 1.5f * u;
  std::string left, right;
  ImU32 left_col = palette::kInk, right_col = palette::kInk;
  switch (d.type) {
    case CardType::Personality:
      left = "HR " + (d.honor_requirement ? std::to_string(*d.honor_requirement)
                                          : std::string("\xE2\x80\x93"));
      right = "PH " + std::to_string(face.personal_honor.value_or(d.personal_honor));
      right_col = face.dishonorable ? kDown : compare_color(face.personal_honor, d.personal_honor);
      break;
    case CardType::Follower:
    case CardType::Item:
    case CardType::Spell:
    case CardType::Ring:
    case CardType::Strategy:
      if (d.honor_requirement) left = "HR " + std::to_string(*d.honor_requirement);
      right = "Focus " + std::to_string(d.focus);
      break;
    case CardType::Holding:
      if (d.gold_production)
        left = "Gold " + std::to_string(face.gold_production.value_or(*d.gold_production));
      break;
    case CardType::Stronghold: {
      const int ps = face.province_strength.value_or(d.first.province_strength);
      const int gp = face.gold_production.value_or(d.first.gold_production);
      const int h = face.starting_honor.value_or(d.first.starting_honor);
      left = "PS " + std::to_string(ps) + "  GP " + std::to_string(gp) + "  H " + std::to_string(h);
      break;
    }
    case CardType::Territory:
      left = "PS " + std::to_string(face.province_strength.value_or(d.first.province_strength));
      break;
    case CardType::Sensei:
      left = "PS " + signed_text(d.first.province_strength) + " GP " +
             signed_text(d.first.gold_production) + " H " + signed_text(d.first.starting_honor);
      break;
    default:
      break;
  }
  const float body_bottom = (left.empty() && right.empty()) ? in.y + in.h - 2 * u : low_y - 1 * u;
  if (!left.empty() || !right.empty()) {
    dl->AddLine({in.x + 2 * u, low_y - 1 * u}, {in.x + in.w - 2 * u, low_y - 1 * u},
                with_alpha(palette::kInkSoft, 0.5f), std::max(1.0f, 0.6f * u));
    if (!left.empty())
      p.text(low, {in.x + 3 * u, low_y}, left_col,
             fit_text(low, low->FontSize, left, in.w - 6 * u));
    if (!right.empty()) {
      const float w = low->CalcTextSizeA(low->FontSize, FLT_MAX, 0, right.c_str()).x;
      p.text(low, {in.x + in.w - 3 * u - w, low_y}, right_col, right);
    }
  }

  // Body: type and keywords, then the generated text, clipped to the card.
  const ImVec4 clip{in.x, y, in.x + in.w, body_bottom};
  const ImFont* kw = p.font(Face::Card, 8.5f);
  const float wrap = in.w - 6 * u;
  const std::string kws = keyword_line(d, detail == Detail::Zoom);
  dl->AddText(kw, kw->FontSize, {in.x + 3 * u, y}, palette::kInkSoft, kws.c_str(), nullptr, wrap,
              &clip);
  y += kw->CalcTextSizeA(kw->FontSize, FLT_MAX, wrap, kws.c_str()).y + 2 * u;
  if (!face.text.empty() && y < body_bottom) {
    dl->AddLine({in.x + 2 * u, y - 1 * u}, {in.x + in.w - 2 * u, y - 1 * u},
                with_alpha(palette::kInkSoft, 0.35f), std::max(1.0f, 0.5f * u));
    const ImFont* tf = p.font(Face::Card, 8.5f);
    dl->AddText(tf, tf->FontSize, {in.x + 3 * u, y + 1 * u}, palette::kInk, face.text.c_str(),
                nullptr, wrap, &clip);
  }

  if (face.dishonorable) {
    const ImFont* f = p.font(Face::CardBold, 8.5f);
    const float h = f->FontSize + 2 * u;
    const float yb = body_bottom - h;
    dl->AddRectFilled({in.x, yb}, {in.x + in.w, yb + h}, palette::kDishonor);
    text_centered(dl, f, {in.x + in.w / 2, yb + h / 2}, kWhite, "DISHONORABLE");
  }
  if (!face.tokens.empty()) {
    // CR20F "Token": the tokens on the card, in a band above the body's foot.
    const ImFont* f = p.font(Face::CardBold, 8.5f);
    const float h = f->FontSize + 2 * u;
    const float yb = body_bottom - h * (face.dishonorable ? 2 : 1);
    dl->AddRectFilled({in.x, yb}, {in.x + in.w, yb + h}, palette::kInk);
    text_centered(dl, f, {in.x + in.w / 2, yb + h / 2}, kWhite,
                  fit_text(f, f->FontSize, face.tokens, in.w - 4 * u));
  }
  if (face.bowed) dl->AddRectFilled(r.min(), r.max(), palette::kBowed, 5 * u);
}

TurnedCw::TurnedCw(ImDrawList* dl, ImVec2 pivot, bool active)
    : dl_(dl), pivot_(pivot), active_(active) {
  if (!active_) return;
  // Text is culled against the clip rectangle before it is turned: draw
  // unclipped, then turn.
  dl_->PushClipRectFullScreen();
  start_ = dl_->VtxBuffer.Size;
}

TurnedCw::~TurnedCw() {
  if (!active_) return;
  for (int i = start_; i < dl_->VtxBuffer.Size; ++i)
    dl_->VtxBuffer[i].pos = turn_cw(dl_->VtxBuffer[i].pos, pivot_);
  dl_->PopClipRect();
}

}  // namespace l5r::gfx
