#include "game/cards/import_oracle_json.h"

#include <nlohmann/json.hpp>

#include "game/cards/import_egg_xml.h"

namespace l5r {
namespace {

using nlohmann::json;

// The Oracle's names for each field, first the preferred one.
struct Alias {
  const char* field;
  std::initializer_list<const char*> names;
};
const Alias kStats[] = {
    {"force", {"force"}},
    {"chi", {"chi"}},
    {"gold_cost", {"cost", "gold_cost"}},
    {"focus", {"focus"}},
    {"personal_honor", {"ph", "personal_honor"}},
    {"honor_requirement", {"hr", "honor_requirement", "honor_req"}},
    {"province_strength", {"ps", "province_strength"}},
    {"gold_production", {"gp", "gold_production"}},
    {"starting_honor", {"sh", "starting_honor"}},
};

const json* find(const json& c, std::initializer_list<const char*> names) {
  for (const char* n : names)
    if (auto it = c.find(n); it != c.end() && !it->is_null()) return &*it;
  return nullptr;
}

// A value given as a string ("3", "+2", "-") or a number.
std::optional<std::string> text_value(const json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  return std::nullopt;
}

// A list given as a JSON list, or one string with "•" or "," between items.
std::vector<std::string> list_value(const json& v, RawRecord& r, const char* field,
                                    std::vector<ImportProblem>& problems) {
  std::vector<std::string> out;
  auto add_split = [&out](const std::string& s) {
    std::string cur;
    auto flush = [&] {
      auto b = cur.find_first_not_of(' ');
      auto e = cur.find_last_not_of(' ');
      if (b != std::string::npos) out.push_back(cur.substr(b, e - b + 1));
      cur.clear();
    };
    for (std::size_t i = 0; i < s.size(); ++i) {
      if (s[i] == ',') {
        flush();
      } else if (s.compare(i, 3, "\xE2\x80\xA2") == 0) {
        flush();
        i += 2;
      } else {
        cur += s[i];
      }
    }
    flush();
  };
  if (v.is_string()) {
    add_split(v.get<std::string>());
  } else if (v.is_array()) {
    for (const json& e : v) {
      if (e.is_string())
        out.push_back(e.get<std::string>());
      else
        problems.push_back({r.file, r.record, field, "must be a list of strings", true});
    }
  } else {
    problems.push_back({r.file, r.record, field, "must be a string or a list of strings", true});
  }
  return out;
}

RawRecord record(const json& c, const std::string& file, std::size_t index,
                 std::vector<ImportProblem>& problems) {
  RawRecord r;
  r.file = file;
  r.record = "#" + std::to_string(index + 1);
  if (const json* t = find(c, {"title", "name"}); t && t->is_string()) {
    r.title = t->get<std::string>();
    r.record = r.title;
  }
  if (const json* t = find(c, {"type", "types"})) r.types = list_value(*t, r, "type", problems);
  if (const json* t = find(c, {"clan", "clans"})) r.clans = list_value(*t, r, "clan", problems);
  if (const json* t = find(c, {"keywords"})) r.keywords = list_value(*t, r, "keywords", problems);
  if (const json* t = find(c, {"legality", "legal", "formats"}))
    r.legal = list_value(*t, r, "legality", problems);
  if (const json* t = find(c, {"set", "set_name", "edition"})) {
    if (t->is_string())
      r.set = t->get<std::string>();
    else
      problems.push_back({file, r.record, "set", "must be a string", true});
  }
  if (r.set.empty()) r.set = "Oracle of the Void";
  if (const json* t = find(c, {"text"})) {
    if (t->is_string())
      r.text = t->get<std::string>();
    else
      problems.push_back({file, r.record, "text", "must be a string", true});
  }
  for (const Alias& a : kStats) {
    const json* v = find(c, a.names);
    if (!v) continue;
    if (auto s = text_value(*v))
      r.stats[a.field] = *s;
    else
      r.stats[a.field] = v->dump();  // the builder reports it as "not a number"
  }
  if (const json* u = find(c, {"unique"}); u && u->is_boolean()) r.unique = u->get<bool>();
  if (const json* b = find(c, {"is_back"}); b && b->is_boolean()) r.back_face = b->get<bool>();
  take_keyword_line(r);
  return r;
}

}  // namespace

std::vector<RawRecord> read_oracle_json(std::string_view text, const std::string& file,
                                        std::vector<ImportProblem>& problems) {
  std::vector<RawRecord> out;
  json root;
  try {
    root = json::parse(text);
  } catch (const json::exception& e) {
    problems.push_back({file, "", "", std::string("is not valid JSON: ") + e.what(), false});
    return out;
  }
  const json* cards = &root;
  if (root.is_object() && root.contains("cards")) cards = &root["cards"];
  if (!cards->is_array()) {
    problems.push_back(
        {file, "", "", "must be a list of card objects (or {\"cards\": [...]})", false});
    return out;
  }
  for (std::size_t i = 0; i < cards->size(); ++i) {
    const json& c = (*cards)[i];
    if (!c.is_object()) {
      problems.push_back({file, "#" + std::to_string(i + 1), "", "must be an object", false});
      continue;
    }
    out.push_back(record(c, file, i, problems));
  }
  return out;
}

}  // namespace l5r
