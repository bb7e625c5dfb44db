#include "game/cards/text_compile_honor.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>

#include "game/abilities/ability.h"
#include "game/cards/text_clean.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

// The effects of "<rest>" wait for the ability's first target to attack the
// action's player: each is a delayed effect (docs/abilities.md, `delay`).
// Only effects on that target or on a player named by the action (no
// choice, duel, or effect already delayed) may wait so.
// One clause as a sentence of its own ("gain 2 Honor": "Gain 2 Honor").
bool honor_clause(std::string_view c, Body& b) {
  if (c.empty()) return false;
  std::string r(c);
  r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  // "give them -3F": the one target, as "Give him -3F".
  if (r.starts_with("Give them ")) r = "Give him " + r.substr(10);
  return sentence(r, b);
}

// ", if you are Crane Clan, gain 2 Honor" (after "and"): the clause's
// effects happen only for a player of that clan (CR20F "Clan Alignment").
bool honor_clan_clause(std::string_view c, Body& b) {
  if (!eat(c, ", if you are ")) return honor_clause(c, b);
  const std::size_t comma = c.find(" Clan, ");
  if (comma == std::string_view::npos) return false;
  auto cond = you_are_clan(c.substr(0, comma));
  const std::size_t before = b.effects.size();
  if (!cond || !honor_clause(c.substr(comma + 7), b) || b.effects.size() == before) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    if (b.effects[i].contains("if")) return false;
    b.effects[i]["if"] = *cond;
  }
  return true;
}

bool honor_after_attacks(std::string_view rest, Body& b, std::string_view delay) {
  const std::size_t before = b.effects.size();
  bool read = false;
  if (Body whole = b; honor_clause(rest, whole)) {
    b = std::move(whole);
    read = true;
  } else if (const std::size_t a = std::min(rest.find(" and "), rest.find(" and, "));
             a != std::string_view::npos) {
    // "gain 2 Honor and dishonor him": two effects, in order.
    Body two = b;
    std::string_view second = rest.substr(a + 4);  // " dishonor him", ", if you are ..."
    if (!second.starts_with(",")) second.remove_prefix(1);
    if (honor_clause(rest.substr(0, a), two) && two.effects.size() > before &&
        honor_clan_clause(second, two)) {
      b = std::move(two);
      read = true;
    }
  }
  if (!read || b.effects.size() == before || b.targets.size() != 1) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    json& e = b.effects[i];
    const std::string op = e["op"];
    if (op == "choose" || op == "duel" || e.contains("after_it_resolves") || e.contains("delay") ||
        e.contains("each") || e.contains("as_moves") || e.value("card", "target") != "target")
      return false;
    e["delay"] = std::string(delay);
  }
  return true;
}

// One clause of a choice's outcome, said of the ability's one target ("the
// Personality", "him") or of its controller ("he gains 4 Honor", "his
// controller loses 2 Honor"): its effects, read as a sentence with the
// same targets (none added). Empty: not read.
json honor_outcome_clause(std::string_view c, const Body& b) {
  std::string r(c);
  for (std::string_view who : {"he ", "she "})
    if (std::string_view t = c; eat(t, who) && (t.starts_with("gains ") || t.starts_with("loses ")))
      r = "His controller " + std::string(t);
  for (std::string_view the : {"the Personality", "the target"})
    if (const std::size_t at = r.find(the); at != std::string::npos && at > 0)
      r = r.substr(0, at) + "him" + r.substr(at + the.size());
  if (r.ends_with(" them")) r = r.substr(0, r.size() - 5) + " him";  // "dishonor them"
  Body inner = b;
  inner.effects = json::array();
  if (!honor_clause(r, inner) || inner.targets != b.targets || inner.effects.empty()) return json();
  for (const json& e : inner.effects) {
    const std::string op = e.value("op", "");
    if (op == "choose" || op == "duel" || e.contains("delay") || e.contains("each")) return json();
  }
  return inner.effects;
}

// Clauses joined by ", and " or " and ": each one's effects, in order.
json honor_outcome(std::string_view c, const Body& b) {
  json all = json::array();
  while (!c.empty()) {
    std::size_t at = c.find(", and ");
    std::size_t skip = 6;
    if (at == std::string_view::npos) {
      at = c.find(" and ");
      skip = 5;
    }
    json one = honor_outcome_clause(c.substr(0, at), b);
    if (one.is_null()) return json();
    for (json& e : one) all.push_back(std::move(e));
    c = at == std::string_view::npos ? std::string_view() : c.substr(at + skip);
  }
  return all;
}

// "any of your dead Samurai Personalities have 3 or more Personal Honor"
// (also Force, Chi): at least one such card of yours in your discard piles
// (CR20F "Dead"; a dishonorable one has 0 Personal Honor there too).
std::optional<json> honor_dead_condition(std::string_view c) {
  if (!eat(c, "any of your dead ")) return std::nullopt;
  const std::size_t have = c.find(" have ");
  if (have == std::string_view::npos) return std::nullopt;
  std::string group(c.substr(0, have));
  std::string_view more = c.substr(have + 6);
  std::string_view stat;
  for (auto [words, key] : {std::pair<std::string_view, std::string_view>{" or more Personal Honor", "personal_honor"},
                            {" or more Force", "force"},
                            {" or more Chi", "chi"}})
    if (eat_suffix(more, words)) stat = key;
  auto n = number(more);
  if (stat.empty() || !n || !group.ends_with("Personalities")) return std::nullopt;
  group = group.substr(0, group.size() - 3) + "y";
  auto f = target_phrase("your target " + group);
  if (!f || f->value("type", json()) != json::array({"Personality"})) return std::nullopt;
  for (const auto& [k, v] : f->items())
    if (k != "controller" && k != "keywords" && k != "type") return std::nullopt;
  json cond = {{"you_control", {{"at_least", 1}}}, {"zone", "discard"}, {"dead", true}};
  cond.update(*f);
  cond.erase("controller");
  cond[std::string(stat)] = {{"at_least", *n}};
  return cond;
}

bool one_card_target(const Body& b) {
  return b.targets.size() == 1 && !b.targets[0].value("player", false) &&
         !b.targets[0].contains("count");
}

// "Before you Proclaim this Personality, increase the Honor gain to equal
// the number of your Farms in play, up to 4": a trait raising his Proclaim's
// Honor gain to that count when it is more than his Personal Honor (CR20F
// "Proclaim"; "increase" never lowers it).
bool honor_proclaim_gain(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality || !eat(t, "Before you Proclaim this Personality, ") ||
      !eat(t, "increase the Honor gain to equal ") || !eat(t, "the number of your "))
    return false;
  eat_suffix(t, ".");
  const std::size_t in = t.find(" in play, up to ");
  if (in == std::string_view::npos) return false;
  auto most = number(t.substr(in + 16));
  std::string group(t.substr(0, in));
  if (!most || *most < 1 || group.size() < 2 || group.back() != 's') return false;
  if (group.ends_with("ies"))
    group = group.substr(0, group.size() - 3) + "y";
  else
    group.pop_back();
  auto f = target_phrase("your target " + group);
  if (!f || f->size() < 2 || f->contains("location") || f->contains("zone")) return false;
  for (const auto& [k, v] : f->items())
    if (k != "controller" && k != "keywords" && k != "type") return false;
  json trait = {{"proclaim_gain", 1}, {"per", *f}, {"per_max", *most}};
  return append_traits(json::array({trait}), out);
}

// "This Personality has +2F while opposing a dishonorable Personality"
// (such a card in the army opposing him, CR20F "Opposing"), "... while in an
// army with any Ronin" (another card with the keyword in his army, CR20F
// "Army": at a battlefield, on his side): stat traits with an "in_play"
// count as their condition.
bool honor_army_trait(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality || !eat(t, "This Personality has ")) return false;
  // A keyword's reminder of its rules after the sentence (only a keyword's).
  bool reminder = false;
  if (const std::size_t r = t.rfind(". ("); r != std::string_view::npos && is_reminder(t.substr(r + 2))) {
    t = t.substr(0, r + 1);
    reminder = true;
  }
  if (!eat_suffix(t, ".")) return false;
  json cond;
  std::size_t at = t.find(" while opposing ");
  if (at != std::string_view::npos) {
    std::string_view what = t.substr(at + 16);
    if (!eat(what, "a ") && !eat(what, "an ")) return false;
    auto f = target_phrase("a target " + std::string(what));
    if (!f || f->contains("location") || f->contains("zone") || f->contains("controller")) return false;
    cond = {{"in_play", {{"at_least", 1}}}, {"location", "opposing_army"}};
    cond.update(*f);
  } else if ((at = t.find(" while in an army with any ")) != std::string_view::npos ||
             (at = t.find(" while in an army with another ")) != std::string_view::npos) {
    // "with another Berserker" says the same: another card in his army.
    const std::string_view kw = t.substr(at + (t.compare(at, 27, " while in an army with any ") == 0 ? 27 : 31));
    auto f = target_phrase("a target " + std::string(kw));
    if (!f || f->size() != 1 || !f->contains("keywords")) return false;  // one keyword: "Ronin"
    cond = {{"in_play", {{"at_least", 1}}}, {"location", "this_army"}, {"not_self", true}};
    cond.update(*f);
  } else {
    return false;
  }
  // "has Resilient while ...": a keyword the engine's rules know, given
  // while the condition holds (a keyword trait's `while`).
  if (const std::string kw(t.substr(0, at)); given_keyword_index(kw) >= 0)
    return append_traits(json::array({{{"keyword", kw}, {"card", "self"}, {"while", cond}}}), out);
  auto bonuses = bonus_list(t.substr(0, at));
  if (!bonuses || reminder) return false;
  json list = json::array();
  for (auto& [stat, n] : *bonuses)
    list.push_back({{"stat", stat}, {"amount", n}, {"card", "self"}, {"while", cond}});
  return append_traits(list, out);
}

}  // namespace

// "After you Proclaim this Personality or he is destroyed, <effects>": the
// same effects after either event, as two triggered traits (CR20F
// "Proclaim"; each its own trigger with its own targets).
bool honor_rule(std::string_view part, CardType type, CompiledText& out) {
  if (honor_proclaim_gain(part, type, out) || honor_army_trait(part, type, out)) return true;
  // "The amount of Family Honor required to win an Honor Victory is 2
  // higher and the amount required to lose by Dishonor is 2 lower": both
  // thresholds moved by the same number (CR20F "Honor Victory").
  if (std::string_view t = part; eat(t, "The amount of Family Honor ") && eat(t, "required to win an Honor ")) {
    if (!eat(t, "Victory is ")) return false;
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return false;
    auto up = number(t.substr(0, sp));
    t = t.substr(sp + 1);
    if (!eat(t, "higher and the amount ") || !eat(t, "required to lose by Dishonor is ") ||
        !eat_suffix(t, " lower."))
      return false;
    auto down = number(t);
    if (!up || !down || *up != *down || *up < 1) return false;
    return append_traits(json::array({{{"honor_victory_shift", *up}}}), out);
  }
  // "After this Personality's army destroys an opposing army or Province in
  // resolution, <effects>": the army_destroys trigger (CR20F "Battle
  // Resolution": his army destroyed enemy cards or the Province there).
  if (std::string_view t = part; type == CardType::Personality && eat(t, "After this Personality's army ")) {
    if (!eat(t, "destroys an opposing army or Province ") || !eat(t, "in resolution, ") || t.empty())
      return false;
    std::string rest(t);
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    Body body;
    body.type = type;
    auto parts = sentences(rest);
    if (!parts || parts->empty()) return false;
    for (std::string_view one : *parts)
      if (!sentence(one, body)) return false;
    if (!body.targets.empty() || body.effects.empty() || !body.cond.is_null()) return false;
    json head = {{"after", "army_destroys"}, {"effects", body.effects}};
    auto parsed = checked<Trigger>(json::array({head}), parse_triggers);
    if (!parsed) return false;
    out.json["triggers"].push_back(head);
    out.triggers.push_back((*parsed)[0]);
    return true;
  }
  std::string_view t = part;
  if (type != CardType::Personality || !eat(t, "After you Proclaim this Personality or "))
    return false;
  if (!eat(t, "he is destroyed, ") && !eat(t, "she is destroyed, ")) return false;
  const std::string rest(t);
  CompiledText trial = out;
  if (!trigger("After you Proclaim this Personality, " + rest, type, trial) ||
      !trigger("After this Personality is destroyed, " + rest, type, trial))
    return false;
  out = std::move(trial);
  return true;
}

// "After the next time this turn he attacks you, <effects>" (the ability's
// one target), "After the next time a target <card> attacks you (this
// turn), <effects>": delayed effects (CR20F "Delayed Effects": "after the
// next time ... assigns to attack"), once, this turn only.
std::optional<bool> honor_sentence(std::string_view s, Body& b) {
  // ":ranged: equal to your target <card>'s Personal Honor" (also Force,
  // Chi): the card is the ability's target, and the attack, on the
  // rulebook's target, has that strength (as "Target your <card>. Ranged
  // Attack with strength equal to his Personal Honor").
  if (std::string_view r = s;
      (eat(r, ":ranged: ") || eat(r, "Ranged Attack ")) && eat(r, "equal to your target ")) {
    std::string_view stat;
    for (std::string_view st : {"'s Personal Honor", "'s Force", "'s Chi"})
      if (eat_suffix(r, st)) {
        stat = st.substr(3);
        break;
      }
    if (stat.empty() || !b.targets.empty() || !b.effects.empty()) return false;
    if (!add_target(b, "your target " + std::string(r)) || b.targets.size() != 1) return false;
    const std::size_t before = b.effects.size();
    if (!sentence("Ranged Attack with strength equal to his " + std::string(stat), b) ||
        b.effects.size() != before + 1 || b.targets.size() != 2)
      return false;
    return true;
  }
  // "The abilities on N target Dynasty or Fate cards (in play) cannot be
  // used": N cards chosen together, of any type from those two decks (every
  // card in play but Strongholds and Senseis), each one's abilities unusable
  // until the end of the turn (CR20F "Duration of Effects": an ongoing
  // effect without a duration lasts until the end of the turn).
  if (std::string_view t = s; eat(t, "The abilities on ")) {
    if (!eat_suffix(t, " cannot be used") && !eat_suffix(t, " may not be used")) return std::nullopt;
    if (!eat_suffix(t, " cards (in play)")) return std::nullopt;
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return false;
    auto n = number(t.substr(0, sp));
    std::string_view kind = t.substr(sp + 1);
    if (!n || *n < 1 || !eat(kind, "target ") || kind != std::string_view("Dynasty or Fate"))
      return false;
    if (!b.targets.empty() || !b.effects.empty()) return false;
    json f = {{"type", {"Personality", "Holding", "Event", "Region", "Strategy", "Follower", "Item", "Spell",
                        "Ring"}}};
    if (*n > 1) {
      f["count"] = *n;
      f["min"] = *n;
    }
    b.targets.push_back(f);
    b.effects.push_back({{"op", "abilities_unusable"}});
    return true;
  }
  // "Give <targets> <bonus>, or <larger bonus> if any of your dead
  // Personalities have N or more Personal Honor": the smaller bonus, and
  // the difference more when the condition holds as the effect resolves
  // (amount bonus_when).
  if (std::string_view t = s; eat(t, "Give ")) {
    const std::size_t comma = t.find(", or ");
    const std::size_t iff = t.find(" if any of your dead ");
    if (comma != std::string_view::npos && iff != std::string_view::npos && iff > comma) {
      auto cond = honor_dead_condition(t.substr(iff + 4));
      auto high = stat_bonus(t.substr(comma + 5, iff - comma - 5));
      if (!cond || !high) return false;
      // "Give <several targets> each +2F": as "... +2F each".
      std::string head(s.substr(0, comma + 5));
      if (const std::size_t each = head.rfind(" each "); each != std::string::npos && each + 6 < head.size() &&
                                                         (head[each + 6] == '+' || head[each + 6] == '-'))
        head = head.substr(0, each) + head.substr(each + 5) + " each";
      Body trial = b;
      const std::size_t before = b.effects.size();
      if (!sentence(head, trial) || trial.effects.size() != before + 1) return false;
      json& e = trial.effects.back();
      if (e.value("op", "") != high->first || !e["amount"].is_number_integer() || e.contains("if") ||
          e.contains("each") || e.contains("until") || e["amount"].get<int>() >= high->second)
        return false;
      const int low = e["amount"].get<int>();
      e["amount"] = {{"value", low}, {"bonus_when", {{{"amount", high->second - low}, {"if", *cond}}}}};
      b = std::move(trial);
      return true;
    }
  }
  // "The player (or players, if there is a tie) with the most Family Honor
  // loses 3 Honor": each player tied for the most, as it resolves.
  if (std::string_view t = s; eat(t, "The player (or players, ") && eat(t, "if there is a tie) ")) {
    if (!eat(t, "with the most Family Honor ")) return std::nullopt;
    // A clause that only tells the story (no effect) may come first.
    if (eat(t, "commits a public ")) {
      if (!eat(t, "breach of etiquette and ")) return false;
    }
    std::string op;
    if (eat(t, "loses "))
      op = "lose_honor";
    else if (eat(t, "gains "))
      op = "gain_honor";
    else
      return false;
    if (!eat_suffix(t, " Honor")) return false;
    auto n = number(t);
    if (!n || *n < 1) return false;
    b.effects.push_back({{"op", op}, {"amount", *n}, {"player", "most_family_honor"}});
    return true;
  }
  // "Target your unbowed attacking Personality with 2 or higher Personal
  // Honor, or your Personality with 4 or higher Personal Honor": one target
  // matching either description; what both share is the target's, the
  // rest its any_of.
  if (std::string_view t = s; eat(t, "Target your ") && t.find(", or your ") != std::string_view::npos) {
    if (!b.targets.empty()) return false;
    const std::size_t at = t.find(", or your ");
    Body pa, pb;
    if (!add_target(pa, "your target " + std::string(t.substr(0, at))) ||
        !add_target(pb, "your target " + std::string(t.substr(at + 10))) || pa.targets.size() != 1 ||
        pb.targets.size() != 1)
      return false;
    const json fa = pa.targets[0], fb = pb.targets[0];
    json common = json::object(), one = json::object(), other = fb;
    for (const auto& [k, v] : fa.items()) {
      if (fb.contains(k) && fb[k] == v) {
        common[k] = v;
        other.erase(k);
      } else {
        one[k] = v;
      }
    }
    if (one.empty() || other.empty() || common.value("controller", "") != "you" || !common.contains("type"))
      return false;
    for (const json* alt : {&one, &other})
      for (const auto& [k, v] : alt->items())
        if (k == "location" || k == "zone" || k == "controller" || k == "count" || k == "player") return false;
    common["any_of"] = {one, other};
    b.targets.push_back(common);
    return true;
  }
  // "If your Personality is attacking and has higher Personal Honor than
  // the enemy target, gain Honor equal to the difference": the first
  // target's stat less the second's, only when it is higher.
  if (std::string_view t = s; eat(t, "If your Personality ")) {
    if (!eat_suffix(t, ", gain Honor equal to the difference")) return std::nullopt;
    if (b.targets.size() != 2 || b.targets[0].value("controller", "") != "you" ||
        b.targets[1].value("controller", "") != "enemy" || b.targets[0].contains("count") ||
        b.targets[1].contains("count"))
      return false;
    json cond = {{"card", "target"}};
    if (eat(t, "is ")) {
      const std::size_t sp = t.find(' ');
      const std::string state(t.substr(0, sp));
      if (sp == std::string_view::npos || (state != "attacking" && state != "defending")) return false;
      cond[state] = true;
      t = t.substr(sp + 1);
      if (!eat(t, "and ")) return false;
    }
    if (!eat(t, "has higher ") || !eat_suffix(t, " than the enemy target")) return false;
    std::string stat;
    if (t == "Personal Honor")
      stat = "personal_honor";
    else if (t == "Force")
      stat = "force";
    else if (t == "Chi")
      stat = "chi";
    else
      return false;
    cond[stat] = {{"higher_than", {{stat, "target2"}}}};
    b.effects.push_back({{"op", "gain_honor"},
                         {"amount", {{stat, "target"}, {"minus", {{stat, "target2"}}}}},
                         {"if", cond}});
    return true;
  }
  // "Bow your other target Samurai": the player's target, never the
  // Personality with the ability itself.
  if (const std::size_t at = s.find("your other target "); at != std::string_view::npos) {
    if (b.type != CardType::Personality) return false;
    const std::string plain = std::string(s.substr(0, at)) + "your target " + std::string(s.substr(at + 18));
    Body trial = b;
    const std::size_t had = b.targets.size();
    if (!sentence(plain, trial) || trial.targets.size() != had + 1 ||
        trial.targets.back().value("controller", "") != "you" || trial.targets.back().contains("zone") ||
        trial.targets.back().value("player", false))
      return false;
    trial.targets.back()["not_self"] = true;
    b = std::move(trial);
    return true;
  }
  // "If she is now opposed, give her a Force bonus equal to the target's
  // Personal Honor", after this Personality moved to the battle: a bonus to
  // this Personality if he is opposed once moved (checked as it resolves).
  if (std::string_view t = s; eat(t, "If she is now opposed, give her ") ||
                              eat(t, "If he is now opposed, give him ") ||
                              eat(t, "If they are now opposed, give them ")) {
    if (b.effects.empty() || b.effects.back().value("op", "") != "move_to_battlefield" ||
        b.effects.back().value("card", "") != "self" || b.type != CardType::Personality)
      return false;
    std::string stat;
    if (eat(t, "a Force bonus equal to "))
      stat = "force";
    else if (eat(t, "a Chi bonus equal to "))
      stat = "chi";
    else
      return false;
    json amount;
    if (eat(t, "the target's ") && b.targets.size() == 1 && !b.targets[0].value("player", false) &&
        !b.targets[0].contains("count")) {
      if (t == "Personal Honor")
        amount = {{"personal_honor", "target"}};
      else if (t == "Force")
        amount = {{"force", "target"}};
      else if (t == "Chi")
        amount = {{"chi", "target"}};
    }
    if (amount.is_null()) return false;
    b.effects.push_back(
        {{"op", stat}, {"card", "self"}, {"amount", amount}, {"if", {{"card", "self"}, {"opposed", true}}}});
    return true;
  }
  // "After this destroys a card, gain 1 Honor" after a Ranged or Melee
  // Attack: effects right after that attack destroys its target
  // (after_destroys), none on the target itself.
  if (std::string_view t = s; eat(t, "After this destroys a card, ")) {
    if (b.effects.empty() || t.empty()) return false;
    const std::string op = b.effects.back().value("op", "");
    if ((op != "ranged_attack" && op != "melee_attack") || b.effects.back().contains("after_destroys") ||
        b.effects.back().contains("each"))
      return false;
    std::string r(t);
    r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
    Body inner = b;
    inner.effects = json::array();
    if (!sentence(r, inner) || inner.targets != b.targets || inner.effects.empty()) return false;
    for (const json& e : inner.effects) {
      const std::string o = e.value("op", "");
      if ((o != "gain_honor" && o != "lose_honor" && o != "draw") || e.contains("player") || e.contains("if") ||
          e.contains("delay"))
        return false;
    }
    b.effects.back()["after_destroys"] = inner.effects;
    return true;
  }
  // "If this bowed a card with 2 or lower Force, destroy it and give this
  // Personality a +1F token" after a Fear: effects right after the Fear bows
  // its target (after_bows), if the bowed card's Force is then that low;
  // those on the target last, so that the condition reads it in play.
  if (std::string_view t = s; eat(t, "If this bowed a card with ")) {
    const std::size_t comma = t.find(" or lower Force, ");
    if (comma == std::string_view::npos || b.effects.empty()) return std::nullopt;
    auto n = number(t.substr(0, comma));
    json& fear = b.effects.back();
    if (!n || fear.value("op", "") != "fear" || fear.value("card", "target") != "target" ||
        fear.contains("after_bows") || fear.contains("each") || fear.contains("if"))
      return false;
    const json cond = {{"card", "target"}, {"force", {{"at_most", *n}}}};
    json first = json::array(), last = json::array();
    std::string_view rest = t.substr(comma + 17);
    while (!rest.empty()) {
      const std::size_t a = rest.find(" and ");
      std::string_view c = rest.substr(0, a);
      rest = a == std::string_view::npos ? std::string_view() : rest.substr(a + 5);
      if (c == "destroy it" || c == "destroy him" || c == "destroy her") {
        last.push_back({{"op", "destroy"}, {"if", cond}});
        continue;
      }
      std::string r(c);
      r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
      Body inner = b;
      inner.effects = json::array();
      if (!sentence(r, inner) || inner.targets != b.targets || inner.effects.size() != 1) return false;
      json e = inner.effects[0];
      const std::string op = e.value("op", "");
      if ((op != "give_tokens" && op != "gain_honor" && op != "lose_honor" && op != "draw") ||
          e.value("card", "") == "target" || e.contains("if") || e.contains("each") || e.contains("delay"))
        return false;
      e["if"] = cond;
      first.push_back(e);
    }
    for (json& e : last) first.push_back(std::move(e));
    if (first.empty()) return false;
    fear["after_bows"] = first;
    return true;
  }
  // "His controller may have him commit seppuku": the one target's
  // controller chooses (CR20F "Seppuku": rehonor, then destroy); later
  // sentences "If he chose this, ..." and "If he did not choose this, ..."
  // fill each outcome.
  for (std::string_view who : {"His controller may have him commit seppuku",
                               "Her controller may have her commit seppuku"})
    if (without_reminder(s) == who) {
      if (!one_card_target(b)) return false;
      b.effects.push_back({{"op", "choose"},
                           {"player", "target_controller"},
                           {"choices", {json::array({{{"op", "seppuku"}}}), json::array()}}});
      return true;
    }
  if (std::string_view t = s; eat(t, "If he ") || eat(t, "If she ")) {
    const bool chose = eat(t, "chose this, ");
    if (chose || eat(t, "did not choose this, ")) {
      if (b.effects.empty() || !one_card_target(b)) return false;
      json& c = b.effects.back();
      if (c.value("op", "") != "choose" || c.value("player", "") != "target_controller" ||
          c.contains("if") || c["choices"].size() != 2 || c["choices"][0].empty() ||
          c["choices"][0][0] != json{{"op", "seppuku"}})
        return false;
      json& list = c["choices"][chose ? 0 : 1];
      if (list.size() != (chose ? 1u : 0u)) return false;  // each outcome said once
      json more = honor_outcome(t, b);
      if (more.is_null() || more.empty()) return false;
      for (json& e : more) list.push_back(std::move(e));
      return true;
    }
  }
  // "If his Force is now 0, you may give him <token> and lose 1 Honor": an
  // optional choice of those effects, offered only if the one target's
  // Force is then that number (checked as it resolves, CR20F "Resolving
  // Effects").
  if (std::string_view t = s; eat(t, "If his Force is now ") || eat(t, "If her Force is now ")) {
    const std::size_t comma = t.find(", you may ");
    if (comma == std::string_view::npos) return std::nullopt;
    auto n = number(t.substr(0, comma));
    if (!n || !one_card_target(b)) return false;
    json option = honor_outcome(t.substr(comma + 10), b);
    if (option.is_null() || option.empty()) return false;
    b.effects.push_back({{"op", "choose"},
                         {"if", {{"card", "target"}, {"force", {{"equal_to", *n}}}}},
                         {"choices", {option, json::array()}}});
    return true;
  }
  // "Give him a -1F/-1C Poison token" (the one target): the token a target
  // phrase would get.
  if (std::string_view t = s; eat(t, "Give him ") || eat(t, "Give her ")) {
    if (!t.ends_with(" token") && !t.ends_with(" tokens")) return std::nullopt;
    if (!one_card_target(b)) return false;
    Body probe;
    probe.type = b.type;
    if (!sentence("Give a target Personality " + std::string(t), probe) ||
        probe.effects.size() != 1 || probe.targets.size() != 1)
      return false;
    json e = probe.effects[0];
    if (e.value("op", "") != "give_tokens" || e.value("card", "target") != "target") return false;
    e.erase("card");
    b.effects.push_back(e);
    return true;
  }
  // "<Verb> a target Human Personality with the lowest Personal Honor at
  // this battlefield (you choose in case of a tie)": the target is one of
  // the matching cards whose stat no other matching card beats (ties: the
  // player chooses).
  for (auto [words, stat] : {std::pair<std::string_view, std::string_view>{" with the lowest Personal Honor",
                                                                           "personal_honor"},
                             {" with the lowest Force", "force"},
                             {" with the lowest Chi", "chi"}})
    if (const std::size_t at = s.find(words); at != std::string_view::npos) {
      std::string_view after = s.substr(at + words.size());
      const bool here = eat(after, " at this battlefield");
      if (eat(after, " (you choose in case of a tie)") || eat(after, " (you choose if tied)")) {
      }
      if (!after.empty()) return false;
      const std::string r(s.substr(0, at));
      Body trial = b;
      const std::size_t had = b.targets.size();
      if (!sentence(r, trial) || trial.targets.size() != had + 1) return false;
      json& t = trial.targets.back();
      if (t.value("player", false) || t.contains("count") || t.contains("zone") || t.contains("lowest") ||
          (here && t.contains("location")))
        return false;
      t["lowest"] = std::string(stat);
      if (here) t["location"] = "current_battlefield";
      b = std::move(trial);
      return true;
    }
  // "If the target is a Personality and their Force is now 0, dishonor
  // them": the effect on the one target happens only if it is then a
  // Personality with that Force (checked as it resolves).
  for (std::string_view head : {"If the target is a Personality and their Force is now ",
                                "If the target is a Personality and his Force is now "})
    if (std::string_view t = s; eat(t, head)) {
      const std::size_t comma = t.find(", ");
      if (comma == std::string_view::npos || !one_card_target(b)) return false;
      auto n = number(t.substr(0, comma));
      json more = honor_outcome(t.substr(comma + 2), b);
      if (!n || more.is_null() || more.size() != 1 || more[0].contains("if") ||
          more[0].value("card", "target") != "target" || more[0].contains("player"))
        return false;
      more[0]["if"] = {{"card", "target"}, {"type", {"Personality"}}, {"force", {{"equal_to", *n}}}};
      b.effects.push_back(more[0]);
      return true;
    }
  // "If he has lower Personal Honor, give this Personality +1F": an effect
  // on this Personality if the one target's Personal Honor is then lower
  // than his.
  for (std::string_view head : {"If he has lower Personal Honor, ", "If she has lower Personal Honor, "})
    if (std::string_view t = s; eat(t, head)) {
      if (b.type != CardType::Personality || !one_card_target(b) || !eat(t, "give this Personality "))
        return false;
      auto bonuses = bonus_list(t);
      if (!bonuses) return false;
      for (auto& [stat, n] : *bonuses)
        b.effects.push_back({{"op", stat},
                             {"amount", n},
                             {"card", "self"},
                             {"if",
                              {{"card", "target"},
                               {"personal_honor", {{"lower_than", {{"personal_honor", "self"}}}}}}}});
      return true;
    }
  // "<Verb> a target Holding with Gold Cost lower than this Personality's
  // Force": the target's stat compared, as it is chosen and checked, with
  // the card's own stat then.
  for (auto [cue, op] : {std::pair<std::string_view, std::string_view>{" lower than this Personality's ",
                                                                       "lower_than"},
                         {" higher than this Personality's ", "higher_than"}})
    if (const std::size_t at = s.find(cue); at != std::string_view::npos && b.type == CardType::Personality) {
      static constexpr std::pair<std::string_view, std::string_view> kStats[] = {
          {"Gold Cost", "gold_cost"}, {"Personal Honor", "personal_honor"}, {"Force", "force"}, {"Chi", "chi"}};
      std::string_view head = s.substr(0, at);
      std::string_view theirs, mine;
      for (auto [word, key] : kStats)
        if (eat_suffix(head, " with " + std::string(word))) {
          theirs = key;
          break;
        }
      std::string_view tail = s.substr(at + cue.size());
      for (auto [word, key] : kStats)
        if (eat(tail, word)) {
          mine = key;
          break;
        }
      if (theirs.empty() || mine.empty()) return false;
      // The rest of the sentence after the stat, if any, stays with it.
      Body trial = b;
      const std::size_t had = b.targets.size();
      if (!sentence(std::string(head) + std::string(tail), trial) || trial.targets.size() != had + 1)
        return false;
      json& t = trial.targets.back();
      if (t.value("player", false) || t.contains(std::string(theirs))) return false;
      t[std::string(theirs)] = {{std::string(op), {{std::string(mine), "self"}}}};
      b = std::move(trial);
      return true;
    }
  // "The next N Honor losses from your cards (this turn) are increased by M
  // each": the player's next losses caused by his cards this turn.
  if (std::string_view t = s; eat(t, "The next ")) {
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto count = number(t.substr(0, sp));
    std::string_view r = t.substr(sp + 1);
    if (!eat(r, "Honor losses from your cards")) return std::nullopt;
    if (!count || *count < 2 || !(eat(r, " (this turn)") || eat(r, " this turn")) ||
        !eat(r, " are increased by ") || !eat_suffix(r, " each"))
      return false;
    auto by = number(r);
    if (!by || *by == 0) return false;
    b.effects.push_back({{"op", "increase_honor_losses"}, {"amount", *by}, {"losses", *count}});
    return true;
  }
  // "... equal to his own Personal Honor": his Personal Honor.
  if (const std::size_t own = s.find(" equal to his own "); own != std::string_view::npos) {
    std::string r(s);
    r.erase(own + 14, 4);
    Body trial = b;
    if (!sentence(r, trial)) return false;
    b = std::move(trial);
    return true;
  }
  std::string_view t = s;
  if (!eat(t, "After the next time ")) return std::nullopt;
  const bool turn_first = eat(t, "this turn ");
  std::size_t at = t.find(" attacks you");
  std::string delay = "after_target_attacks_you";
  std::size_t skip = 12;
  if (at == std::string_view::npos) {
    // "the target attacks, <effects>": whoever he attacks.
    at = t.find(" attacks,");
    delay = "after_target_attacks";
    skip = 8;
  }
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view who = t.substr(0, at);
  std::string_view rest = t.substr(at + skip);
  if (delay == "after_target_attacks_you" &&
      (eat(rest, " or an action on his card resolves") || eat(rest, " or an action on her card resolves")))
    delay = "after_target_attacks_you_or_acts";
  const bool turn_last = eat(rest, " (this turn)") || eat(rest, " this turn");
  if (!eat(rest, ", ") || turn_first == turn_last) return false;  // "this turn", once
  if (who == "he" || who == "she" || who == "it" || who == "the target") {
    if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  } else {
    if (!b.targets.empty() || !who.starts_with("a target ") || !add_target(b, who)) return false;
    if (b.targets[0].value("player", false)) return false;
  }
  if (delay != "after_target_attacks_you" && b.targets.size() != 1) return false;  // his card: the one target
  return honor_after_attacks(rest, b, delay);
}

}  // namespace l5r::compile
