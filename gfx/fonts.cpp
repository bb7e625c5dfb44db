#include "gfx/fonts.h"

#include <cmath>
#include <cstdlib>
#include <filesystem>

namespace l5r::gfx {

namespace {

// Latin-1, Latin Extended-A (romanized Japanese: ō, ū), dashes, bullets,
// the ellipsis, and the geometric shapes the
// Clock's active and inactive lines are marked with (filled and open circles).
const ImWchar kRanges[] = {0x0020, 0x00FF, 0x0100, 0x017F, 0x2010, 0x2027, 0x25CB, 0x25CF, 0};

struct FaceFiles {
  Face face;
  const char* file;
  std::vector<float> sizes;  // at UI scale 1
};

std::string find_font_dir(const std::string& assets_dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> dirs;
  if (const char* env = std::getenv("ROKUGAN_FONT_DIR")) dirs.emplace_back(env);
  if (!assets_dir.empty()) dirs.push_back(assets_dir + "/fonts");
  dirs.emplace_back("/usr/share/fonts/truetype/dejavu");
  dirs.emplace_back("/usr/share/fonts/TTF");
  std::error_code ec;
  for (const auto& d : dirs)
    if (fs::exists(fs::path(d) / "DejaVuSans.ttf", ec)) return d;
  return {};
}

}  // namespace

void Fonts::build(ImFontAtlas& atlas, float scale, const std::string& assets_dir) {
  atlas.Clear();
  baked_.clear();
  scale_ = scale;
  const std::vector<FaceFiles> faces = {
      {Face::Ui, "DejaVuSans.ttf", {13, 15, 16, 18}},
      {Face::UiBold, "DejaVuSans-Bold.ttf", {13, 15, 16, 18, 22, 28, 44}},
      {Face::Card, "DejaVuSansCondensed.ttf", {8, 9, 10, 11, 12, 13, 14, 16, 18}},
      {Face::CardBold, "DejaVuSansCondensed-Bold.ttf", {9, 10, 11, 12, 13, 14, 16, 18, 20, 24}},
  };
  const std::string dir = find_font_dir(assets_dir);
  namespace fs = std::filesystem;
  std::error_code ec;
  source_ = dir.empty() ? "ImGui built-in font" : dir;
  // The first font added is ImGui's default: the UI face at 16.
  for (int pass = 0; pass < 2; ++pass) {
    for (const FaceFiles& f : faces) {
      for (float base : f.sizes) {
        const bool is_default = f.face == Face::Ui && base == 16;
        if ((pass == 0) != is_default) continue;
        const float px = std::round(base * scale);
        ImFontConfig cfg;
        cfg.OversampleH = 2;
        cfg.OversampleV = 1;
        cfg.PixelSnapH = true;
        ImFont* font = nullptr;
        const fs::path file = fs::path(dir) / f.file;
        if (!dir.empty() && fs::exists(file, ec)) {
          font = atlas.AddFontFromFileTTF(file.string().c_str(), px, &cfg, kRanges);
        } else {
          cfg.SizePixels = px;
          font = atlas.AddFontDefault(&cfg);
        }
        if (font) baked_.push_back({f.face, px, font});
      }
    }
  }
  atlas.Build();
}

ImFont* Fonts::get(Face f, float px) const {
  const Baked* best = nullptr;
  const Baked* smallest = nullptr;
  for (const Baked& b : baked_) {
    if (b.face != f) continue;
    if (!smallest || b.px < smallest->px) smallest = &b;
    if (b.px <= px + 0.01f && (!best || b.px > best->px)) best = &b;
  }
  if (best) return best->font;
  if (smallest) return smallest->font;
  return ImGui::GetFont();
}

}  // namespace l5r::gfx
