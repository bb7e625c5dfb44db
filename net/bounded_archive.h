#pragma once
// A cereal input archive that reads the portable binary format (what
// cereal::PortableBinaryOutputArchive writes, little endian) from a byte
// buffer and never trusts a length: a container or string size larger than
// the bytes left is refused before anything is allocated, and a bool must be
// 0 or 1. cereal's own input archives resize first and read after, so a
// 20-byte message could ask for gigabytes; this is the archive for every byte
// that comes from the network or from a save file.
#include <bit>
#include <cereal/archives/portable_binary.hpp>
#include <cereal/cereal.hpp>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <type_traits>

namespace l5r::net {

class BoundedInputArchive
    : public cereal::InputArchive<BoundedInputArchive, cereal::AllowEmptyClassElision> {
 public:
  explicit BoundedInputArchive(std::string_view bytes)
      : cereal::InputArchive<BoundedInputArchive, cereal::AllowEmptyClassElision>(this),
        bytes_(bytes) {
    std::uint8_t little = 0;
    load_bytes(&little, 1);
    // Our writers always use little endian; anything else is not our data.
    if (little != 1) throw cereal::Exception("not a little-endian portable binary message");
  }

  void load_bytes(void* out, std::size_t n) {
    if (n > remaining()) throw cereal::Exception("message truncated");
    if (n == 0) return;  // an empty vector's data() may be null: memcpy must not see it
    std::memcpy(out, bytes_.data() + pos_, n);
    pos_ += n;
  }
  std::size_t remaining() const { return bytes_.size() - pos_; }

 private:
  std::string_view bytes_;
  std::size_t pos_ = 0;
};

template <class T>
std::enable_if_t<std::is_arithmetic_v<T>> CEREAL_LOAD_FUNCTION_NAME(BoundedInputArchive& ar, T& t) {
  static_assert(std::endian::native == std::endian::little, "big-endian hosts need byte swaps");
  if constexpr (std::is_same_v<T, bool>) {
    std::uint8_t b = 0;
    ar.load_bytes(&b, 1);
    if (b > 1) throw cereal::Exception("bad bool");
    t = b != 0;
  } else {
    ar.load_bytes(&t, sizeof t);
  }
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(BoundedInputArchive& ar, cereal::NameValuePair<T>& t) {
  ar(t.value);
}

// Every element takes at least one byte on the wire (no empty types are sent),
// so a size larger than what is left cannot be honest.
template <class T>
void CEREAL_LOAD_FUNCTION_NAME(BoundedInputArchive& ar, cereal::SizeTag<T>& t) {
  std::uint64_t n = 0;
  ar.load_bytes(&n, sizeof n);
  if (n > ar.remaining()) throw cereal::Exception("size larger than the message");
  t.size = static_cast<std::remove_reference_t<T>>(n);
}

template <class T>
void CEREAL_LOAD_FUNCTION_NAME(BoundedInputArchive& ar, cereal::BinaryData<T>& bd) {
  ar.load_bytes(bd.data, static_cast<std::size_t>(bd.size));
}

}  // namespace l5r::net

CEREAL_REGISTER_ARCHIVE(l5r::net::BoundedInputArchive)
// Only the input-to-output direction: the portable output archive already
// names cereal's own input archive as its partner.
namespace cereal::traits::detail {
template <>
struct get_output_from_input<l5r::net::BoundedInputArchive> {
  using type = cereal::PortableBinaryOutputArchive;
};
}  // namespace cereal::traits::detail
