#include "gfx/frame_times.h"

#include <algorithm>
#include <cmath>
#include <iomanip>

namespace l5r::gfx {

namespace {
constexpr std::size_t kWarmUp = 10;
}

void print_frame_times(std::ostream& out, const char* what, std::vector<double> ms,
                       std::size_t elements) {
  if (ms.size() <= kWarmUp) {
    out << "bench: too few frames to time (give --frames above " << kWarmUp << ")\n";
    return;
  }
  ms.erase(ms.begin(), ms.begin() + static_cast<std::ptrdiff_t>(kWarmUp));
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(ms.size()))) - 1;
    return ms[std::min(i, ms.size() - 1)];
  };
  out << std::fixed << std::setprecision(2) << "bench: " << what << ": " << ms.size()
      << " frames, median " << at(0.5) << " ms, p99 " << at(0.99) << " ms, worst " << ms.back()
      << " ms, " << elements << " elements drawn\n";
}

}  // namespace l5r::gfx
