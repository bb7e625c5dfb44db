#pragma once
// The frame's list of drawn elements: what the program itself drew, with a
// label and a rectangle each. It serves hit-testing (the topmost card under
// the mouse) and the text dump that tests read (--dump).
#include <imgui.h>

#include <ostream>
#include <string>
#include <vector>

#include "game/model/ids.h"

namespace l5r::gfx {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  ImVec2 min() const { return {x, y}; }
  ImVec2 max() const { return {x + w, y + h}; }
  ImVec2 center() const { return {x + w / 2, y + h / 2}; }
  bool contains(ImVec2 p) const { return p.x >= x && p.y >= y && p.x < x + w && p.y < y + h; }
};

// A quarter turn clockwise about `pivot` (how a bowed card lies).
ImVec2 turn_cw(ImVec2 p, ImVec2 pivot);
Rect turn_cw(const Rect& r, ImVec2 pivot);

enum class ElementKind {
  Card,      // a card face the seat may see
  CardBack,  // a hidden card
  Label,     // a piece of table information (Family Honor, Gold...)
  Zone,      // a place on the table (a Province, a battlefield, a pile)
  Button,
  Checkbox,
  Text,  // a prompt or a log line
};

struct Element {
  ElementKind kind = ElementKind::Label;
  std::string label;
  Rect rect;
  CardId card = kNoCard;
  std::string detail;  // flags for the dump: "bowed", "highlighted", "yours"...
};

class Elements {
 public:
  void clear() { items_.clear(); }
  void add(Element e) { items_.push_back(std::move(e)); }
  void add(ElementKind k, std::string label, Rect r, std::string detail = {}) {
    items_.push_back({k, std::move(label), r, kNoCard, std::move(detail)});
  }
  // Adds the last ImGui item (a button, a checkbox...) under `label`.
  void add_last_item(ElementKind k, std::string label, std::string detail = {});
  const std::vector<Element>& items() const { return items_; }

  // The card drawn last (so on top) under the point; nullptr when none.
  const Element* card_at(ImVec2 p) const;
  // The first element whose label contains `text` ("kind:text" also asks
  // for that kind, e.g. "button:Pass"); nullptr when none.
  const Element* find(const std::string& text) const;
  void dump(std::ostream& out) const;

 private:
  std::vector<Element> items_;
};

std::string_view to_string(ElementKind k);

}  // namespace l5r::gfx
