#include "game/cards/import_yaml.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <map>
#include <sstream>

namespace l5r {
namespace {

constexpr const char* kStats[] = {"force",
                                  "chi",
                                  "gold_cost",
                                  "focus",
                                  "personal_honor",
                                  "honor_requirement",
                                  "province_strength",
                                  "starting_honor",
                                  "gold_production"};

// Builds RawRecords straight from the parser's events instead of a node tree:
// yaml-cpp's nodes cost more than the parsing itself, and the whole database
// must import in under two seconds (docs/PERFORMANCE.md). Anchors and aliases
// are kept for scalars and lists of scalars, the only ones the sets use.
class SetReader : public YAML::EventHandler {
 public:
  SetReader(std::string file, std::vector<ImportProblem>& problems)
      : file_(std::move(file)), problems_(problems) {}

  std::vector<RawRecord> records;
  std::string set;
  bool saw_cards = false;

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override { done_ = true; }
  void OnNull(const YAML::Mark&, YAML::anchor_t) override { value(nullptr, nullptr); }
  void OnAlias(const YAML::Mark&, YAML::anchor_t anchor) override {
    if (skip_) return;
    if (auto it = scalar_anchors_.find(anchor); it != scalar_anchors_.end()) {
      value(&it->second, nullptr);
    } else if (auto lit = list_anchors_.find(anchor); lit != list_anchors_.end()) {
      value(nullptr, &lit->second);
    } else {
      value(nullptr, nullptr);
    }
  }
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                const std::string& v) override {
    if (skip_) return;
    if (anchor) scalar_anchors_[anchor] = v;
    value(&v, nullptr);
  }
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    start(Kind::Seq, anchor);
  }
  void OnSequenceEnd() override { end(); }
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    start(Kind::Map, anchor);
  }
  void OnMapEnd() override { end(); }

 private:
  enum class Kind { Map, Seq };
  enum class Role { Root, Cards, Card, Field };
  struct Level {
    Role role;
    std::string key;         // maps: the key whose value comes next
    bool expect_key = true;  // maps: the next scalar is a key
    YAML::anchor_t anchor = 0;
  };

  // A value (scalar, or a list from an alias) at the current place.
  void value(const std::string* scalar, const std::vector<std::string>* list) {
    if (skip_ || done_) return;
    if (stack_.empty()) return;  // a document that is one scalar: reported at the end
    Level& top = stack_.back();
    if (top.role == Role::Field) {
      if (scalar) list_.push_back(*scalar);
      return;
    }
    if (top.role == Role::Cards) {
      ++index_;
      problems_.push_back(
          {file_, "#" + std::to_string(index_), "", "must be a map of fields", false});
      return;
    }
    if (top.expect_key) {
      top.key = scalar ? *scalar : "";
      top.expect_key = false;
      return;
    }
    top.expect_key = true;
    if (top.role == Role::Root) {
      if (top.key == "set" && scalar) set = *scalar;
      return;
    }
    if (scalar)
      assign(top.key, *scalar);
    else if (list)
      assign_list(top.key, *list);
  }

  void start(Kind kind, YAML::anchor_t anchor) {
    if (done_) return;
    if (skip_) {
      ++skip_;
      return;
    }
    if (stack_.empty()) {
      if (kind == Kind::Map)
        stack_.push_back({Role::Root, "", true, anchor});
      else
        skip_ = 1;
      return;
    }
    Level& top = stack_.back();
    if (top.role == Role::Root && !top.expect_key && top.key == "cards" && kind == Kind::Seq) {
      top.expect_key = true;
      saw_cards = true;
      stack_.push_back({Role::Cards, "", true, anchor});
    } else if (top.role == Role::Cards && kind == Kind::Map) {
      ++index_;
      records.emplace_back();
      records.back().file = file_;
      records.back().record = "#" + std::to_string(index_);
      stack_.push_back({Role::Card, "", true, anchor});
    } else if (top.role == Role::Cards) {
      ++index_;
      problems_.push_back(
          {file_, "#" + std::to_string(index_), "", "must be a map of fields", false});
      skip_ = 1;
    } else if (top.role == Role::Card && !top.expect_key && kind == Kind::Seq) {
      list_.clear();
      stack_.push_back({Role::Field, top.key, true, anchor});
    } else {
      // A map or list where none is read (a key that is a map, a nested map).
      if (top.role == Role::Card && !top.expect_key)
        problems_.push_back(
            {file_, records.back().record, top.key, "must be a value or a list of values", true});
      if (top.role != Role::Field) {
        // A container as a key: its value follows and is not read; as a
        // value: the next scalar is a key again.
        if (top.expect_key) top.key.clear();
        top.expect_key = !top.expect_key;
      }
      skip_ = 1;
    }
  }

  void end() {
    if (done_) return;
    if (skip_) {
      --skip_;
      return;
    }
    if (stack_.empty()) return;
    Level level = std::move(stack_.back());
    stack_.pop_back();
    if (level.role == Role::Field) {
      if (level.anchor) list_anchors_[level.anchor] = list_;
      stack_.back().expect_key = true;
      assign_list(level.key, list_);
    }
  }

  void assign(const std::string& key, const std::string& v) {
    RawRecord& r = records.back();
    if (key == "title") {
      r.title = v;
      r.record = v;
    } else if (key == "text") {
      r.text = v;
    } else if (key == "is_unique") {
      r.unique = v == "true";
    } else if (key == "is_back") {
      r.back_face = v == "true";
    } else if (key == "types" || key == "clans" || key == "keywords" || key == "legality") {
      assign_list(key, {v});
    } else {
      for (const char* s : kStats)
        if (key == s) r.stats[s] = v;
    }
  }

  void assign_list(const std::string& key, const std::vector<std::string>& v) {
    RawRecord& r = records.back();
    if (key == "types")
      r.types = v;
    else if (key == "clans")
      r.clans = v;
    else if (key == "keywords")
      r.keywords = v;
    else if (key == "legality")
      r.legal = v;
    else if (key == "title" || key == "text")
      problems_.push_back({file_, r.record, key, "must be a single value", false});
    else
      for (const char* s : kStats)
        if (key == s) problems_.push_back({file_, r.record, key, "must be a single value", false});
  }

  std::string file_;
  std::vector<ImportProblem>& problems_;
  std::vector<Level> stack_;
  std::vector<std::string> list_;
  std::map<YAML::anchor_t, std::string> scalar_anchors_;
  std::map<YAML::anchor_t, std::vector<std::string>> list_anchors_;
  int skip_ = 0;
  int index_ = 0;
  bool done_ = false;
};

}  // namespace

std::vector<RawRecord> read_yaml_set(std::string_view text, const std::string& file,
                                     std::vector<ImportProblem>& problems) {
  SetReader reader(file, problems);
  try {
    std::istringstream in{std::string(text)};
    YAML::Parser parser(in);
    parser.HandleNextDocument(reader);  // the first document is the set
  } catch (const YAML::Exception& e) {
    // The records before the error are kept: the import goes past bad parts.
    problems.push_back({file, "", "", std::string("is not valid YAML: ") + e.what(), false});
  }
  if (!reader.saw_cards) {
    problems.push_back({file, "", "cards", "the file must be a map with a \"cards\" list", false});
    return {};
  }
  std::string set = reader.set;
  if (set.empty()) {
    problems.push_back({file, "", "set", "is missing: the set is named after the file", true});
    set = file;
  }
  for (RawRecord& r : reader.records) r.set = set;
  return std::move(reader.records);
}

std::vector<std::pair<std::string, std::string>> read_yaml_set_dates(
    std::string_view text, const std::string& file, std::vector<ImportProblem>& problems) {
  std::vector<std::pair<std::string, std::string>> out;
  try {
    YAML::Node root = YAML::Load(std::string(text));
    if (!root.IsMap() || !root["arcs"] || !root["arcs"].IsSequence()) return out;
    for (const auto& arc : root["arcs"]) {
      if (!arc.IsMap() || !arc["sets"] || !arc["sets"].IsSequence()) continue;
      for (const auto& s : arc["sets"]) {
        if (!s.IsMap()) continue;
        auto name = s["set_name"];
        auto date = s["release_date"];
        if (name && name.IsScalar() && date && date.IsScalar())
          out.emplace_back(name.Scalar(), date.Scalar());
      }
    }
  } catch (const YAML::Exception& e) {
    problems.push_back({file, "", "", std::string("is not valid YAML: ") + e.what(), true});
  }
  return out;
}

}  // namespace l5r
