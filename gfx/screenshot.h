#pragma once
// Saving what the renderer drew as a PNG, and telling a blank frame apart.
#include <SDL.h>

#include <string>

namespace l5r::gfx {

struct Screenshot {
  bool saved = false;
  int width = 0, height = 0;
  int distinct_colors = 0;  // a blank or single-color frame has very few
  std::string error;
};

// Reads the renderer's current target (call before SDL_RenderPresent) and
// writes it to `path`.
Screenshot save_screenshot(SDL_Renderer* renderer, const std::string& path);

}  // namespace l5r::gfx
