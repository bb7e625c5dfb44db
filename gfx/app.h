#pragma once
// The client program: SDL window and renderer, Dear ImGui, the screens, and
// the scripted runs (frames, screenshot, dump, clicks) that tests use.
#include "gfx/client_options.h"

namespace l5r::gfx {

// Returns the process exit code: 0 when all went well; 1 when the game could
// not start; 2 when SDL failed; 3 when the screenshot could not be written;
// 4 when it is blank; 5 when a scripted click found nothing to click; 6 when a
// scripted network run did not get where it was asked in time.
int run_app(const ClientOptions& options);

}  // namespace l5r::gfx
