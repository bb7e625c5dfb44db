#include "game/cards/deck.h"

#include <fstream>
#include <map>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>

#include "game/abilities/created_card.h"

namespace l5r {

using nlohmann::json;

namespace {

void read_list(const CardDb& db, const json& root, const char* field, const std::string& file,
               std::vector<DefId>& out, std::vector<std::string>& errors, bool required = true) {
  auto it = root.find(field);
  if (it == root.end()) {
    if (required) errors.push_back(file + ": '" + field + "' is missing");
    return;
  }
  if (!it->is_array()) {
    errors.push_back(file + ": '" + field + "' must be a list of {\"card\": id, \"count\": n}");
    return;
  }
  for (std::size_t i = 0; i < it->size(); ++i) {
    const json& e = (*it)[i];
    std::string where = file + ": " + field + " entry " + std::to_string(i + 1);
    if (!e.is_object() || !e.contains("card") || !e["card"].is_string()) {
      errors.push_back(where + ": needs a \"card\" id");
      continue;
    }
    std::string id = e["card"].get<std::string>();
    int count = 1;
    if (e.contains("count")) {
      if (!e["count"].is_number_integer() || e["count"].get<long long>() < 1 ||
          e["count"].get<long long>() > 99) {
        errors.push_back(where + " ('" + id + "'): count must be a whole number from 1 to 99");
        continue;
      }
      count = e["count"].get<int>();
    }
    auto def = db.find(id);
    if (!def) {
      errors.push_back(where + ": unknown card '" + id + "'");
      continue;
    }
    if (is_created_card_id(id)) {  // CR20F "Created Cards": they exist only in play
      errors.push_back(where + ": '" + id + "' is a created card, not one a deck can hold");
      continue;
    }
    for (int n = 0; n < count; ++n) out.push_back(*def);
  }
}

// The parts only a Challenge deck has must be the right kinds of card, and
// come together: Territories need a Clock with exactly one last card.
std::vector<std::string> validate_challenge_parts(const CardDb& db, const Deck& d) {
  std::vector<std::string> errors;
  for (DefId t : d.territories)
    if (db.def(t).type != CardType::Territory)
      errors.push_back("'" + db.def(t).title + "' in territories is not a Territory");
  int last = 0;
  for (DefId c : d.clock) {
    if (db.def(c).type != CardType::Clock)
      errors.push_back("'" + db.def(c).title + "' in clock is not a Clock card");
    last += db.def(c).last_clock;
  }
  if (d.territories.empty() != d.clock.empty())
    errors.push_back("a Challenge deck needs both territories and clock");
  else if (!d.clock.empty() && last != 1)
    errors.push_back("the clock needs exactly one last card (\"last\": true), not " +
                     std::to_string(last));
  auto misplaced = [&](const std::vector<DefId>& v, const char* where) {
    for (DefId x : v)
      if (db.def(x).is_siege_only())
        errors.push_back("'" + db.def(x).title + "' cannot be in the " + where + " deck");
  };
  misplaced(d.dynasty, "dynasty");
  misplaced(d.fate, "fate");
  return errors;
}

}  // namespace

DeckLoadResult load_deck_text(const CardDb& db, std::string_view text, const std::string& file) {
  DeckLoadResult r;
  json root = json::parse(text, nullptr, false);
  if (root.is_discarded() || !root.is_object()) {
    r.errors.push_back(file + ": is not a JSON object");
    return r;
  }
  Deck d;
  if (auto it = root.find("name"); it != root.end() && it->is_string())
    d.name = it->get<std::string>();
  else
    r.errors.push_back(file + ": 'name' is missing");
  if (auto it = root.find("description"); it != root.end() && it->is_string())
    d.description = it->get<std::string>();
  if (auto it = root.find("stronghold"); it != root.end() && it->is_string()) {
    if (auto sh = db.find(it->get<std::string>()))
      d.stronghold = *sh;
    else
      r.errors.push_back(file + ": unknown Stronghold '" + it->get<std::string>() + "'");
  } else {
    r.errors.push_back(file + ": 'stronghold' is missing");
  }
  if (auto it = root.find("sensei"); it != root.end() && !it->is_null()) {
    if (!it->is_string())
      r.errors.push_back(file + ": 'sensei' must be a card id or null");
    else if (auto s = db.find(it->get<std::string>()))
      d.sensei = *s;
    else
      r.errors.push_back(file + ": unknown Sensei '" + it->get<std::string>() + "'");
  }
  read_list(db, root, "dynasty", file, d.dynasty, r.errors);
  read_list(db, root, "fate", file, d.fate, r.errors);
  read_list(db, root, "territories", file, d.territories, r.errors, false);
  read_list(db, root, "clock", file, d.clock, r.errors, false);
  read_list(db, root, "outside_game", file, d.outside, r.errors, false);
  for (auto& e : validate_challenge_parts(db, d)) r.errors.push_back(file + ": " + e);
  if (r.errors.empty()) r.deck = std::move(d);
  return r;
}

DeckLoadResult load_deck_file(const CardDb& db, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {std::nullopt, {path + ": cannot be opened"}};
  std::ostringstream ss;
  ss << in.rdbuf();
  return load_deck_text(db, ss.str(), path);
}

std::vector<std::string> validate_deck(const CardDb& db, const Deck& deck, const DeckRules& rules) {
  std::vector<std::string> errors;
  if (deck.stronghold == kNoDef || db.def(deck.stronghold).type != CardType::Stronghold) {
    errors.push_back("the deck needs exactly one Stronghold");
    return errors;
  }
  if (deck.is_challenge() || !deck.clock.empty() || !deck.outside.empty())
    errors.push_back("a Challenge deck (Territories, Clock) is for the Challenge player only");
  const CardDef& sh = db.def(deck.stronghold);
  if (deck.sensei) {
    const CardDef& s = db.def(*deck.sensei);
    if (s.type != CardType::Sensei) {
      errors.push_back("'" + s.title + "' is not a Sensei");
    } else if (!s.sensei_all_clans) {
      bool ok = false;
      for (Clan c : s.sensei_clans) ok = ok || c == sh.clan;
      if (!ok || sh.clan == Clan::Unaligned)
        errors.push_back("Sensei '" + s.title + "' may not be used with a " +
                         std::string(to_string(sh.clan)) + " Stronghold");
    }
  }
  for (DefId id : deck.dynasty)
    if (!db.def(id).is_dynasty())
      errors.push_back("'" + db.def(id).title + "' is a " + std::string(to_string(db.def(id).type)) +
                       ", not a Dynasty card");
  for (DefId id : deck.fate)
    if (!db.def(id).is_fate())
      errors.push_back("'" + db.def(id).title + "' is a " + std::string(to_string(db.def(id).type)) +
                       ", not a Fate card");
  if (static_cast<int>(deck.dynasty.size()) < rules.min_dynasty)
    errors.push_back("the Dynasty deck has " + std::to_string(deck.dynasty.size()) +
                     " cards; it needs at least " + std::to_string(rules.min_dynasty));
  if (static_cast<int>(deck.fate.size()) < rules.min_fate)
    errors.push_back("the Fate deck has " + std::to_string(deck.fate.size()) +
                     " cards; it needs at least " + std::to_string(rules.min_fate));

  // A card's own deck-construction rule ("a deck with this card needs 16
  // Holdings"): a card's text overrides the rulebook's
  // construction rules (CR20F "Cards vs. rules", "Deck Construction Rules").
  // Checked once per card title that says so.
  {
    int holdings = 0;
    for (DefId id : deck.dynasty) holdings += db.def(id).type == CardType::Holding ? 1 : 0;
    std::set<std::string> said;
    auto check = [&](DefId id) {
      for (const Trait& t : db.def(id).traits)
        if (t.kind == Trait::Kind::DeckMinHoldings && holdings < t.amount && said.insert(db.def(id).title).second)
          errors.push_back("'" + db.def(id).title + "' needs at least " + std::to_string(t.amount) +
                           " Holdings in the deck; it has " + std::to_string(holdings));
    };
    check(deck.stronghold);
    if (deck.sensei) check(*deck.sensei);
    for (DefId id : deck.dynasty) check(id);
    for (DefId id : deck.fate) check(id);
  }

  // Copies are counted by title and experience level across the whole play
  // deck (Stronghold and Sensei included, for Unique ones).
  std::map<std::pair<std::string, int>, std::pair<int, bool>> copies;
  auto count = [&](DefId id) {
    const CardDef& d = db.def(id);
    auto& [n, unique] = copies[{d.title, d.experienced}];
    ++n;
    unique = unique || d.unique;
  };
  for (DefId id : deck.dynasty) count(id);
  for (DefId id : deck.fate) count(id);
  for (auto& [key, value] : copies) {
    auto& [title, level] = key;
    auto [n, unique] = value;
    std::string name = title + (level ? " (Experienced " + std::to_string(level) + ")" : "");
    if (unique && n > 1)
      errors.push_back("'" + name + "' is Unique: one copy allowed, the deck has " +
                       std::to_string(n));
    else if (!unique && n > rules.max_copies)
      errors.push_back("'" + name + "': at most " + std::to_string(rules.max_copies) +
                       " copies allowed, the deck has " + std::to_string(n));
  }
  return errors;
}

}  // namespace l5r
