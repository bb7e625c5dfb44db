#include "gfx/screenshot.h"

#include <stb_image_write.h>

#include <cstdint>
#include <unordered_set>
#include <vector>

namespace l5r::gfx {

Screenshot save_screenshot(SDL_Renderer* renderer, const std::string& path) {
  Screenshot s;
  if (SDL_GetRendererOutputSize(renderer, &s.width, &s.height) != 0 || s.width <= 0 ||
      s.height <= 0) {
    s.error = std::string("cannot get the renderer size: ") + SDL_GetError();
    return s;
  }
  const int pitch = s.width * 4;
  std::vector<std::uint8_t> pixels(static_cast<std::size_t>(pitch) *
                                   static_cast<std::size_t>(s.height));
  // RGBA32 is R, G, B, A in memory order whatever the byte order: what PNG wants.
  if (SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_RGBA32, pixels.data(), pitch) != 0) {
    s.error = std::string("cannot read the pixels: ") + SDL_GetError();
    return s;
  }
  std::unordered_set<std::uint32_t> colors;
  for (std::size_t i = 0; i + 3 < pixels.size(); i += 4) {
    pixels[i + 3] = 255;  // the window is opaque whatever the target's alpha says
    colors.insert(static_cast<std::uint32_t>(pixels[i]) << 16 |
                  static_cast<std::uint32_t>(pixels[i + 1]) << 8 | pixels[i + 2]);
  }
  s.distinct_colors = static_cast<int>(colors.size());
  if (!stbi_write_png(path.c_str(), s.width, s.height, 4, pixels.data(), pitch)) {
    s.error = "cannot write " + path;
    return s;
  }
  s.saved = true;
  return s;
}

}  // namespace l5r::gfx
