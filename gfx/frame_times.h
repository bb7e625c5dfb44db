#pragma once
// The client's frame-time benchmark (`rokugan --bench`): a summary of the
// time each frame took, from building its widgets to presenting it.
#include <cstddef>
#include <ostream>
#include <vector>

namespace l5r::gfx {

// Prints the frame count, median, p99 and worst frame time in milliseconds,
// leaving out the first frames (the font atlas and textures are made then),
// and how many elements the last frame drew.
void print_frame_times(std::ostream& out, const char* what, std::vector<double> ms,
                       std::size_t elements);

}  // namespace l5r::gfx
