#include "game/cards/import_record.h"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "game/cards/text_clean.h"
#include "game/cards/text_compile.h"

namespace l5r {

std::string ImportProblem::to_string() const {
  std::string s = file;
  if (!record.empty()) s += ": record '" + record + "'";
  if (!field.empty()) s += ": field '" + field + "'";
  s += (warning ? ": warning: " : ": ") + message;
  return s;
}

int ImportedDb::errors() const {
  return static_cast<int>(std::count_if(problems.begin(), problems.end(),
                                        [](const ImportProblem& p) { return !p.warning; }));
}

std::string card_slug(const std::string& title, int experienced) {
  std::string s;
  for (char c : title) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) && u < 128) {
      s += static_cast<char>(std::tolower(u));
    } else if (c == '\'' || u >= 128) {
      continue;  // "Chagatai's" -> "chagatais"; accents are dropped
    } else if (!s.empty() && s.back() != '-') {
      s += '-';
    }
  }
  while (!s.empty() && s.back() == '-') s.pop_back();
  if (experienced == 1) s += "-exp";
  if (experienced > 1) s += "-exp" + std::to_string(experienced);
  return s;
}

namespace {

// A stat as printed: "3", "+2", "-1", "5*", "*", "-" (the dash).
struct StatText {
  std::optional<int> value;  // nullopt: absent or the dash
  bool variable = false;     // has a '*': the card's text sets it
  bool ok = true;
};

StatText read_stat(std::string s) {
  StatText r;
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  if (s.empty() || s == "-" || s == "\xE2\x80\x94" || s == "\xE2\x80\x93") return r;
  if (!s.empty() && s.back() == '*') {
    r.variable = true;
    s.pop_back();
  }
  if (!s.empty() && s[0] == '+') s.erase(0, 1);
  if (s.empty()) {
    r.value = 0;
    return r;
  }
  int v = 0;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || p != s.data() + s.size()) {
    r.ok = false;
    return r;
  }
  r.value = v;
  return r;
}

// Reads one stat of a record, reporting bad spellings and ranges.
class StatReader {
 public:
  StatReader(const RawRecord& r, std::vector<ImportProblem>& problems)
      : r_(r), problems_(problems) {}

  std::optional<int> get(const std::string& field, int lo, int hi, bool required) {
    auto it = r_.stats.find(field);
    if (it == r_.stats.end() || read_stat(it->second).value == std::nullopt) {
      if (it != r_.stats.end() && !read_stat(it->second).ok) {
        fail(field, "'" + it->second + "' is not a number");
      } else if (required) {
        fail(field, "is missing");
      }
      return std::nullopt;
    }
    StatText st = read_stat(it->second);
    if (*st.value < lo || *st.value > hi) {
      fail(field, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                      ", got " + it->second);
      return std::nullopt;
    }
    if (st.variable) {
      variable_.push_back(field);
      warn(field, "'" + it->second + "': the card's text sets it; imported as " +
                      std::to_string(*st.value));
    }
    return st.value;
  }

  // A stat the text adds to but the record lacks ("+1GP when it pays for
  // ..." with no Gold Production): imported as it is, with a warning, and
  // the card is not counted as automated (the engine would play it wrong).
  void needed_by_text(const std::string& field) {
    variable_.push_back(field);
    warn(field, "is missing, and the card's text adds to it");
  }

  // A '*' stat the card's compiled text sets (CR20F "Asterisks": printed
  // as zero, its value comes from the text): no longer left to the players.
  void set_by_text(const std::string& field) {
    variable_.erase(std::remove(variable_.begin(), variable_.end(), field), variable_.end());
  }

  void fail(const std::string& field, const std::string& message) {
    problems_.push_back({r_.file, r_.record, field, message, false});
    ok_ = false;
  }
  void warn(const std::string& field, const std::string& message) {
    problems_.push_back({r_.file, r_.record, field, message, true});
  }
  bool ok() const { return ok_; }
  const std::vector<std::string>& variable() const { return variable_; }

 private:
  std::vector<std::string> variable_;
  const RawRecord& r_;
  std::vector<ImportProblem>& problems_;
  bool ok_ = true;
};

std::string capitalized(std::string s) {
  if (!s.empty()) s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  for (std::size_t i = 1; i < s.size(); ++i)
    if (std::isalpha(static_cast<unsigned char>(s[i])) && s[i - 1] != ' ')
      s[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
  return s;
}

// "Experienced", "Experienced 2", "Experienced 3KYD ...": the level; 0 when
// the keyword is not an Experienced one.
int experienced_level(std::string_view k) {
  if (!k.starts_with("Experienced")) return 0;
  k.remove_prefix(11);
  while (!k.empty() && k[0] == ' ') k.remove_prefix(1);
  int level = 0;
  std::from_chars(k.data(), k.data() + k.size(), level);
  return std::clamp(level, 1, 9);
}

// Some sources put the level in the title: "Hida Kisada • Experienced 2",
// "Hida Kisada - Experienced", "Hida Kisada (Experienced)".
int split_experienced_title(std::string& title) {
  static constexpr std::string_view kSeps[] = {" \xE2\x80\xA2 ", " - ", " ("};
  for (auto sep : kSeps) {
    const std::size_t at = title.find(std::string(sep) + "Experienced");
    if (at == std::string::npos) continue;
    std::string tail = title.substr(at + sep.size());
    if (!tail.empty() && tail.back() == ')') tail.pop_back();
    title.erase(at);
    return experienced_level(tail);
  }
  return 0;
}

}  // namespace

void ImportBuilder::merge_back_face(const RawRecord& r, const StrongholdFace& face) {
  std::string title = r.title;
  auto it = by_id_.find(card_slug(title, 0));
  if (it == by_id_.end() || cards_[it->second].def.type != CardType::Stronghold) {
    out_.problems.push_back(
        {r.file, r.record, "", "a Stronghold's back face, but its front is not imported", false});
    ++out_.skipped;
    return;
  }
  ++out_.back_faces;
  Pending& p = cards_[it->second];
  if (p.file != r.file || p.has_back) return;  // the back of a reprint: the first print's stays
  p.def.second = face;
  p.has_back = true;
  // A going-second face with rules text of its own: compiled into the
  // card's going-second face (each list replaces the going-first face's,
  // docs/card-format.md); a part left manual keeps the card from being
  // fully automated, with the players reading it.
  const std::vector<std::string> back = rules_text_parts(r.text);
  if (back.empty() || back == rules_text_parts(p.extra.text)) return;
  CompiledText c = compile_rules_text(r.text, CardType::Stronghold, p.def.title);
  SetCoverage& set = out_.sets[r.set];
  out_.abilities_compiled += c.compiled;
  set.abilities_compiled += c.compiled;
  p.extra.compiled += c.compiled;
  if (c.manual.empty()) {
    CardDef second = p.def;
    second.abilities = std::move(c.abilities);
    second.traits = std::move(c.traits);
    second.triggers = std::move(c.triggers);
    p.def.going_second_face = std::make_shared<const CardDef>(std::move(second));
    return;
  }
  if (p.extra.automated() && set.automated > 0) --set.automated;
  for (const std::string& m : c.manual) {
    p.extra.manual.push_back("Going second: " + m);
    ++out_.abilities_manual;
    ++set.abilities_manual;
  }
}

void ImportBuilder::add(const RawRecord& r) {
  ++out_.records;
  StatReader st(r, out_.problems);
  if (r.title.empty()) {
    st.fail("title", "is missing");
    ++out_.skipped;
    return;
  }
  std::vector<std::string> types;
  for (const std::string& t : r.types) {
    if (t == "Proxy" || t == "proxy") {
      st.warn("type", "a proxy (a stand-in for a token or created card), not a deck card: skipped");
      ++out_.skipped;
      return;
    }
    types.push_back(capitalized(t));
  }
  if (types.empty()) {
    st.fail("type", "is missing");
    ++out_.skipped;
    return;
  }
  auto type = parse_card_type(types[0]);
  if (!type) {
    st.warn("type", "'" + types[0] + "' is not a card type the engine plays: skipped");
    ++out_.skipped;
    return;
  }

  CardDef d;
  d.type = *type;
  d.set = r.set;
  d.title = r.title;
  d.experienced = split_experienced_title(d.title);
  // "Doji Makoto, the Smiling Blade": a Personality's subtitle is not part of
  // his title for play purposes (uniqueness, decklists, built-in deck ids).
  if (d.type == CardType::Personality)
    if (const std::size_t comma = d.title.find(", "); comma != std::string::npos)
      d.title.erase(comma);
  d.unique = r.unique;
  for (const std::string& k : r.keywords) {
    if (k.empty()) continue;
    if (k == "Unique") {
      d.unique = true;
    } else if (int level = experienced_level(k)) {
      d.experienced = level;
    } else {
      d.keywords.push_back(k);
      d.kw_bits |= keyword_bit(k);
    }
  }
  bool all_clans = false;
  std::vector<Clan> clans;
  for (const std::string& c : r.clans) {
    std::string name = capitalized(c);
    if (name == "All Clans" || name == "All") all_clans = true;
    if (auto cl = parse_clan(name); cl && *cl != Clan::Unaligned) clans.push_back(*cl);
  }
  if (!clans.empty()) d.clan = clans[0];

  d.gold_cost = st.get("gold_cost", 0, 99, false);
  d.focus = st.get("focus", 0, 9, false).value_or(0);
  d.honor_requirement = st.get("honor_requirement", -99, 99, false);
  switch (d.type) {
    case CardType::Personality:
      d.force = st.get("force", 0, 99, true).value_or(0);
      d.chi = st.get("chi", 0, 99, true).value_or(0);
      d.personal_honor = st.get("personal_honor", -9, 99, true).value_or(0);
      if (!d.gold_cost && st.ok()) st.fail("gold_cost", "is missing");
      break;
    case CardType::Follower:
      d.force = st.get("force", -99, 99, true).value_or(0);
      break;
    case CardType::Item:
      d.force = st.get("force", -99, 99, false).value_or(0);
      d.chi = st.get("chi", -99, 99, false).value_or(0);
      break;
    case CardType::Stronghold:
    case CardType::Sensei: {
      const bool sh = d.type == CardType::Stronghold;
      StrongholdFace f;
      f.province_strength = st.get("province_strength", sh ? 0 : -99, 99, sh).value_or(0);
      f.gold_production = st.get("gold_production", sh ? 0 : -99, 99, sh).value_or(0);
      f.starting_honor = st.get("starting_honor", -99, 99, sh).value_or(0);
      if (!st.ok()) {
        ++out_.skipped;
        return;
      }
      if (r.back_face) {
        merge_back_face(r, f);
        return;
      }
      d.first = d.second = f;
      if (sh) {
        d.gold_production = f.gold_production;
      } else {
        d.sensei_all_clans = all_clans;
        d.sensei_clans = clans;
        if (!all_clans && clans.empty()) st.fail("clans", "names no clan the engine knows");
      }
      break;
    }
    default:
      break;
  }
  if (d.type == CardType::Holding) d.gold_production = st.get("gold_production", 0, 99, false);
  const bool needs_cost = d.type == CardType::Holding || d.type == CardType::Follower ||
                          d.type == CardType::Item || d.type == CardType::Spell;
  if (needs_cost && !d.gold_cost && st.ok()) st.fail("gold_cost", "is missing");
  if (!st.ok()) {
    ++out_.skipped;
    return;
  }

  CompiledText c = compile_rules_text(r.text, d.type, d.title);
  // A Gold Production bonus or penalty of the Holding's own ("+1GP when it is
  // not your turn") needs the printed stat as well (CR20F "Holding Gold
  // Production": a Holding without it has no Gold Production to change).
  bool own_gp_trait = false;
  for (const auto& t : c.json.value("traits", nlohmann::json::array()))
    own_gp_trait = own_gp_trait || (t.value("stat", "") == "gold_production" && t.value("card", "") == "self");
  if (((c.restricted_gold && c.restricted_gold->plus_production) || (own_gp_trait && !c.gold_production)) &&
      !d.gold_production)
    st.needed_by_text("gold_production");
  // "This Item's Force modifier equals ...": the card's own stat as an
  // amount counted from the game, with no condition, sets its '*' stat.
  for (const auto& t : c.json.value("traits", nlohmann::json::array()))
    if (t.value("card", "") == "self" && t.contains("amount") && t["amount"].is_object() && !t.contains("while") &&
        !t.contains("each") && (t.value("stat", "") == "force" || t.value("stat", "") == "chi"))
      st.set_by_text(t["stat"].get<std::string>());
  SetCoverage& set = out_.sets[r.set];
  ++set.records;
  set.abilities_compiled += c.compiled;
  set.abilities_manual += static_cast<int>(c.manual.size());
  if (c.manual.empty() && st.variable().empty()) ++set.automated;
  for (const std::string& m : c.manual) ++set.manual_templates[text_template(m)];
  if (c.manual.size() == 1 && st.variable().empty()) ++set.sole_templates[text_template(c.manual[0])];

  d.id = card_slug(d.title, d.experienced);
  if (auto it = by_id_.find(d.id); it != by_id_.end() && cards_[it->second].def.type != d.type) {
    // Two cards of different types share a title: the later one is told apart by its type.
    std::string type_name(to_string(d.type));
    d.id += "-" + card_slug(type_name, 0);
  }
  set_ids_[r.set].push_back(d.id);
  if (by_id_.count(d.id)) {
    ++out_.reprints;
    return;
  }
  if (c.gold_production && !d.gold_production) d.gold_production = c.gold_production;
  d.abilities = std::move(c.abilities);
  d.traits = std::move(c.traits);
  d.triggers = std::move(c.triggers);
  d.attach_to = std::move(c.attach_to);
  if (c.discipline) d.discipline = c.discipline;
  if (c.restricted_gold) d.restricted_gold = std::move(c.restricted_gold);
  if (c.produce_honor_loss) d.produce_honor_loss = c.produce_honor_loss;
  out_.abilities_compiled += c.compiled;
  out_.abilities_manual += static_cast<int>(c.manual.size());
  ImportedCard extra;
  extra.text = r.text;
  extra.printed_title = r.title;
  extra.compiled = c.compiled;
  extra.legal = r.legal;
  extra.variable_stats = st.variable();
  for (std::string& m : c.manual) {
    ++out_.manual_templates[text_template(m)];
    extra.manual.push_back(std::move(m));
  }
  by_id_.emplace(d.id, cards_.size());
  cards_.push_back({std::move(d), std::move(extra), r.file, false});
}

ImportedDb ImportBuilder::finish() {
  for (const auto& [set, ids] : set_ids_)
    for (const std::string& id : ids)
      if (cards_[by_id_.at(id)].extra.automated()) ++out_.sets[set].played_automated;
  for (Pending& p : cards_) {
    if (auto err = out_.db.add(std::move(p.def))) {
      out_.problems.push_back({p.file, err->card, err->field, err->message, false});
      continue;
    }
    out_.extra.push_back(std::move(p.extra));
    ImportedCard made;
    made.created = true;
    while (out_.extra.size() < out_.db.size()) out_.extra.push_back(made);
  }
  cards_.clear();
  by_id_.clear();
  return std::move(out_);
}

}  // namespace l5r
