#include "game/cards/import_yaml.h"

#include <yaml-cpp/yaml.h>

namespace l5r {
namespace {

// A scalar's text, or nullopt with a problem when the node is not one.
std::optional<std::string> scalar(const YAML::Node& n, RawRecord& r, const char* field,
                                  std::vector<ImportProblem>& problems) {
  if (!n.IsScalar()) {
    problems.push_back({r.file, r.record, field, "must be a single value", false});
    return std::nullopt;
  }
  return n.Scalar();
}

std::vector<std::string> scalars(const YAML::Node& n, RawRecord& r, const char* field,
                                 std::vector<ImportProblem>& problems) {
  std::vector<std::string> out;
  if (n.IsScalar()) {
    out.push_back(n.Scalar());
  } else if (n.IsSequence()) {
    for (const auto& e : n) {
      if (e.IsScalar())
        out.push_back(e.Scalar());
      else
        problems.push_back({r.file, r.record, field, "must be a list of values", true});
    }
  } else if (!n.IsNull()) {
    problems.push_back({r.file, r.record, field, "must be a list of values", true});
  }
  return out;
}

constexpr const char* kStats[] = {"force",
                                  "chi",
                                  "gold_cost",
                                  "focus",
                                  "personal_honor",
                                  "honor_requirement",
                                  "province_strength",
                                  "starting_honor",
                                  "gold_production"};

RawRecord record(const YAML::Node& c, const std::string& file, const std::string& set,
                 std::size_t index, std::vector<ImportProblem>& problems) {
  RawRecord r;
  r.file = file;
  r.set = set;
  r.record = "#" + std::to_string(index + 1);
  if (auto t = c["title"]; t && t.IsScalar()) {
    r.title = t.Scalar();
    r.record = r.title;
  }
  if (auto n = c["types"]) r.types = scalars(n, r, "types", problems);
  if (auto n = c["clans"]) r.clans = scalars(n, r, "clans", problems);
  if (auto n = c["keywords"]) r.keywords = scalars(n, r, "keywords", problems);
  if (auto n = c["legality"]) r.legal = scalars(n, r, "legality", problems);
  if (auto n = c["text"]) r.text = scalar(n, r, "text", problems).value_or("");
  for (const char* s : kStats)
    if (auto n = c[s]) {
      if (auto v = scalar(n, r, s, problems)) r.stats[s] = *v;
    }
  if (auto n = c["is_unique"]) r.unique = n.IsScalar() && n.Scalar() == "true";
  if (auto n = c["is_back"]) r.back_face = n.IsScalar() && n.Scalar() == "true";
  return r;
}

}  // namespace

std::vector<RawRecord> read_yaml_set(std::string_view text, const std::string& file,
                                     std::vector<ImportProblem>& problems) {
  std::vector<RawRecord> out;
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::Exception& e) {
    problems.push_back({file, "", "", std::string("is not valid YAML: ") + e.what(), false});
    return out;
  }
  if (!root.IsMap() || !root["cards"] || !root["cards"].IsSequence()) {
    problems.push_back({file, "", "cards", "the file must be a map with a \"cards\" list", false});
    return out;
  }
  std::string set;
  if (auto s = root["set"]; s && s.IsScalar())
    set = s.Scalar();
  else
    problems.push_back({file, "", "set", "is missing: the set is named after the file", true});
  if (set.empty()) set = file;
  const YAML::Node cards = root["cards"];
  out.reserve(cards.size());
  std::size_t i = 0;
  for (const auto& c : cards) {
    if (!c.IsMap()) {
      problems.push_back({file, "#" + std::to_string(i + 1), "", "must be a map of fields", false});
    } else {
      out.push_back(record(c, file, set, i, problems));
    }
    ++i;
  }
  return out;
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
