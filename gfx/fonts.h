#pragma once
// The client's fonts, baked at the sizes it draws with (ImGui fonts are
// bitmaps: text drawn at its baked size stays sharp). Built again when the UI
// scale changes.
#include <imgui.h>

#include <string>
#include <vector>

namespace l5r::gfx {

enum class Face { Ui, UiBold, Card, CardBold };

class Fonts {
 public:
  // Fills ImGui's font atlas for a UI scale. Looks for TrueType fonts in
  // $ROKUGAN_FONT_DIR, <assets>/fonts, then the system's DejaVu; without any
  // it falls back to ImGui's built-in font.
  void build(ImFontAtlas& atlas, float scale, const std::string& assets_dir);

  // The largest baked font of that face not bigger than `px` (the smallest
  // one when all are bigger).
  ImFont* get(Face f, float px) const;
  float scale() const { return scale_; }
  const std::string& source() const { return source_; }

 private:
  struct Baked {
    Face face;
    float px;
    ImFont* font;
  };
  std::vector<Baked> baked_;
  float scale_ = 1;
  std::string source_;
};

}  // namespace l5r::gfx
