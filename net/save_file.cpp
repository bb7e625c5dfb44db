#include "net/save_file.h"

#include <cereal/archives/portable_binary.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "net/bounded_archive.h"

namespace l5r::net {

bool write_save(const std::string& path, const SaveFile& f, std::string* error) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) {
      if (error) *error = "cannot write " + tmp;
      return false;
    }
    cereal::PortableBinaryOutputArchive ar(
        out, cereal::PortableBinaryOutputArchive::Options::LittleEndian());
    ar(f);
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    if (error) *error = "cannot rename " + tmp + " to " + path;
    return false;
  }
  return true;
}

std::optional<SaveFile> read_save(const std::string& path, std::string* error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (error) *error = "cannot read " + path;
    return std::nullopt;
  }
  std::string bytes;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    bytes.append(buf, static_cast<std::size_t>(in.gcount()));
    if (bytes.size() > kMaxSaveFile) {
      if (error) *error = path + ": larger than a save file can be";
      return std::nullopt;
    }
  }
  SaveFile f;
  try {
    BoundedInputArchive ar(bytes);
    ar(f);
  } catch (const std::exception& e) {
    if (error) *error = path + ": not a save file (" + e.what() + ")";
    return std::nullopt;
  }
  if (f.protocol != kProtocolVersion || f.software != kSoftwareVersion) {
    if (error)
      *error = path + ": saved by " + f.software + " (protocol " + std::to_string(f.protocol) +
               "); this is " + kSoftwareVersion;
    return std::nullopt;
  }
  return f;
}

}  // namespace l5r::net
