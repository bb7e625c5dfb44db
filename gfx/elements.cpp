#include "gfx/elements.h"

#include <algorithm>
#include <cmath>

namespace l5r::gfx {

ImVec2 turn_cw(ImVec2 p, ImVec2 pivot) {
  // Screen y grows downwards: a point above the pivot goes to its right.
  return {pivot.x - (p.y - pivot.y), pivot.y + (p.x - pivot.x)};
}

Rect turn_cw(const Rect& r, ImVec2 pivot) {
  const ImVec2 a = turn_cw(r.min(), pivot), b = turn_cw(r.max(), pivot);
  const float x0 = std::min(a.x, b.x), y0 = std::min(a.y, b.y);
  return {x0, y0, std::fabs(a.x - b.x), std::fabs(a.y - b.y)};
}

void Elements::add_last_item(ElementKind k, std::string label, std::string detail) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  items_.push_back(
      {k, std::move(label), {a.x, a.y, b.x - a.x, b.y - a.y}, kNoCard, std::move(detail)});
}

const Element* Elements::card_at(ImVec2 p) const {
  for (auto it = items_.rbegin(); it != items_.rend(); ++it)
    if ((it->kind == ElementKind::Card || it->kind == ElementKind::CardBack) &&
        it->rect.contains(p))
      return &*it;
  return nullptr;
}

const Element* Elements::find(const std::string& text) const {
  std::string want = text;
  std::string_view kind;
  if (const auto colon = text.find(':'); colon != std::string::npos) {
    const std::string_view prefix(text.data(), colon);
    for (ElementKind k :
         {ElementKind::Card, ElementKind::CardBack, ElementKind::Label, ElementKind::Zone,
          ElementKind::Button, ElementKind::Checkbox, ElementKind::Text})
      if (to_string(k) == prefix) {
        kind = to_string(k);
        want = text.substr(colon + 1);
      }
  }
  for (const Element& e : items_)
    if ((kind.empty() || to_string(e.kind) == kind) && e.label.find(want) != std::string::npos)
      return &e;
  return nullptr;
}

std::string_view to_string(ElementKind k) {
  switch (k) {
    case ElementKind::Card:
      return "card";
    case ElementKind::CardBack:
      return "card-back";
    case ElementKind::Label:
      return "label";
    case ElementKind::Zone:
      return "zone";
    case ElementKind::Button:
      return "button";
    case ElementKind::Checkbox:
      return "checkbox";
    case ElementKind::Text:
      return "text";
  }
  return "?";
}

void Elements::dump(std::ostream& out) const {
  for (const Element& e : items_) {
    out << to_string(e.kind) << " \"" << e.label << "\" " << static_cast<int>(std::lround(e.rect.x))
        << ',' << static_cast<int>(std::lround(e.rect.y)) << ' '
        << static_cast<int>(std::lround(e.rect.w)) << 'x'
        << static_cast<int>(std::lround(e.rect.h));
    if (e.card != kNoCard) out << " card=" << e.card;
    if (!e.detail.empty()) out << ' ' << e.detail;
    out << '\n';
  }
}

}  // namespace l5r::gfx
