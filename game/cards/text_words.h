#pragma once
// Word-eating helpers shared by the rules-text compiler's files
// (text_compile*.cpp): each reads a fixed piece off a sentence, or fails
// leaving it as it was.
#include <charconv>
#include <optional>
#include <string_view>

namespace l5r::text_words {

inline bool eat(std::string_view& s, std::string_view prefix) {
  if (!s.starts_with(prefix)) return false;
  s.remove_prefix(prefix.size());
  return true;
}

inline bool eat_suffix(std::string_view& s, std::string_view suffix) {
  if (!s.ends_with(suffix)) return false;
  s.remove_suffix(suffix.size());
  return true;
}

// The whole of `s` as a number from lo to hi, in digits or as a word
// ("two cards": the number words zero to ten read as their digits do).
inline std::optional<int> number_in(std::string_view s, int lo, int hi) {
  static constexpr std::string_view kWords[] = {"zero", "one", "two", "three", "four", "five",
                                                "six",  "seven", "eight", "nine", "ten"};
  for (int w = 0; w <= 10; ++w)
    if (s == kWords[w]) return w < lo || w > hi ? std::nullopt : std::optional<int>(w);
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size() || v < lo || v > hi) return std::nullopt;
  return v;
}

}  // namespace l5r::text_words
