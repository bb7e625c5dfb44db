#include "net/codec.h"

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/optional.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/variant.hpp>
#include <cereal/types/vector.hpp>
#include <sstream>

#include "net/bounded_archive.h"
#include "net/validate.h"

namespace l5r::net {

namespace {

template <class T>
std::string encode_any(const T& m) {
  std::ostringstream os(std::ios::binary);
  {
    cereal::PortableBinaryOutputArchive ar(
        os, cereal::PortableBinaryOutputArchive::Options::LittleEndian());
    ar(m);
  }
  return std::move(os).str();
}

template <class T>
std::optional<T> decode_any(std::string_view bytes, std::size_t limit, DecodeError* error) {
  auto fail = [&](ErrorCode code, std::string reason) -> std::optional<T> {
    if (error) *error = {code, std::move(reason)};
    return std::nullopt;
  };
  if (bytes.size() > limit)
    return fail(ErrorCode::TooLarge, "message of " + std::to_string(bytes.size()) +
                                         " bytes is over the limit of " + std::to_string(limit));
  T m;
  try {
    BoundedInputArchive ar(bytes);
    ar(m);
    if (ar.remaining() != 0) return fail(ErrorCode::Malformed, "trailing bytes after the message");
  } catch (const std::exception& e) {
    // cereal reports every decoding problem as an exception; none escapes.
    return fail(ErrorCode::Malformed, std::string("cannot decode: ") + e.what());
  }
  std::string why = validate(m);
  if (!why.empty()) return fail(ErrorCode::Malformed, why);
  return m;
}

}  // namespace

std::string encode(const ClientMsg& m) { return encode_any(m); }
std::string encode(const HostMsg& m) { return encode_any(m); }

std::optional<ClientMsg> decode_client(std::string_view bytes, DecodeError* error) {
  return decode_any<ClientMsg>(bytes, kMaxClientMessage, error);
}

std::optional<HostMsg> decode_host(std::string_view bytes, DecodeError* error) {
  return decode_any<HostMsg>(bytes, kMaxHostMessage, error);
}

const char* message_name(const ClientMsg& m) {
  static constexpr const char* kNames[] = {"Hello",     "ListRooms",  "CreateRoom", "JoinRoom",
                                           "Rejoin",    "SubmitDeck", "SetBot",     "SetReady",
                                           "StartGame", "SendAnswer", "SendChat",   "RequestUndo",
                                           "VoteUndo",  "LeaveRoom",  "SendManual", "SendPing"};
  static_assert(std::size(kNames) == std::variant_size_v<ClientMsg>);
  return kNames[m.index()];
}

}  // namespace l5r::net
