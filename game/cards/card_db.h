#pragma once
// The card database: every card definition the game knows, loaded from the
// project's own card files (assets/cards/*.json, format in docs/card-format.md).
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "game/cards/card_def.h"

namespace l5r {

// One problem found while loading card data, naming where it is.
struct LoadError {
  std::string file;
  std::string card;   // card id (or index) the problem is in; empty for file-level problems
  std::string field;  // field name; empty when the problem is not about one field
  std::string message;
  std::string to_string() const;
};

class CardDb {
 public:
  // Parses one card file's text. Good cards are added even when others in the
  // same file are bad; every bad one is reported.
  std::vector<LoadError> load_json_text(std::string_view text, const std::string& file_name);
  std::vector<LoadError> load_file(const std::string& path);
  // Loads every *.json file in a directory, in name order (for determinism).
  std::vector<LoadError> load_directory(const std::string& dir);

  const CardDef& def(DefId id) const { return defs_[id]; }
  std::optional<DefId> find(std::string_view id) const;
  std::size_t size() const { return defs_.size(); }
  const std::vector<CardDef>& all() const { return defs_; }

  // Adds a definition built in code (tests); fails when the id is taken.
  std::optional<LoadError> add(CardDef def);

 private:
  std::vector<CardDef> defs_;
  std::unordered_map<std::string, DefId> by_id_;
};

}  // namespace l5r
