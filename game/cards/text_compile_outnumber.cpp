// Armies that outnumber or are outnumbered (text_compile_outnumber.h).
#include "game/cards/text_compile_outnumber.h"

#include <cctype>
#include <string>
#include <vector>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;

// "your current army is outnumbered" (also "your army has fewer units than
// the opposing army"): the player's army at the current battlefield, which
// exists when one of his Personalities is there (CR20F "Army").
bool your_army_outnumbered(std::string_view w) {
  if (eat(w, "your current army ") || eat(w, "your army ")) {
    if (w == "is outnumbered") return true;
    if (eat(w, "has fewer units than the "))
      return w == "opposing army" || w == "enemy army" || w == "current enemy army";
  }
  return false;
}

json your_army_condition() {
  return {{"you_control", {{"at_least", 1}}},
          {"type", json::array({"Personality"})},
          {"location", "current_battlefield"},
          {"outnumbered", true}};
}

// "defending", "attacking", "outnumbered", "their army is outnumbered": one
// state of the target's, as card conditions; nullopt for anything else.
std::optional<json> state(std::string_view w) {
  if (w == "defending" || w == "attacking" || w == "outnumbered")
    return json{{std::string(w), true}};
  for (std::string_view pos : {"his ", "her ", "their "})
    if (std::string_view t = w; eat(t, pos) && t == "army is outnumbered")
      return json{{"outnumbered", true}};
  return std::nullopt;
}

// "defending or outnumbered": the target's states, one of which must hold.
std::optional<json> states(std::string_view w) {
  const std::size_t at = w.find(" or ");
  if (at == std::string_view::npos) {
    auto one = state(w);
    if (!one || !one->contains("outnumbered")) return std::nullopt;  // this family's words
    return one;
  }
  auto a = state(w.substr(0, at)), c = state(w.substr(at + 4));
  if (!a || !c || *a == *c || (!a->contains("outnumbered") && !c->contains("outnumbered")))
    return std::nullopt;
  return json{{"any_of", json::array({*a, *c})}};
}

std::string capital(std::string_view w) {
  std::string r(w);
  if (!r.empty()) r[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(r[0])));
  return r;
}

// "Give your target Personality +2F, or +4F if they are defending or
// outnumbered": the bonus with more counted when one state holds.
std::optional<bool> bonus_or_more(std::string_view s, Body& b) {
  const std::size_t comma = s.find(", or ");
  if (comma == std::string_view::npos || !s.starts_with("Give ")) return std::nullopt;
  std::string_view rest = s.substr(comma + 5);
  std::size_t at = std::string_view::npos;
  std::string_view pron;
  for (std::string_view p : {" if he is ", " if she is ", " if they are "})
    if (at = rest.find(p); at != std::string_view::npos) {
      pron = p;
      break;
    }
  if (at == std::string_view::npos) return std::nullopt;
  auto cond = states(rest.substr(at + pron.size()));
  if (!cond) return std::nullopt;
  const std::size_t before = b.effects.size();
  if (!sentence(s.substr(0, comma), b) || b.effects.size() != before + 1 || b.targets.size() != 1)
    return false;
  json& e = b.effects.back();
  auto more = stat_bonus(rest.substr(0, at));
  if (e.value("op", "") != "force" || !e["amount"].is_number_integer() || e.contains("if") ||
      e.contains("each") || e.value("card", "target") != "target" || !more ||
      more->first != "force")
    return false;
  const int low = e["amount"].get<int>();
  if (low < 1 || more->second <= low) return false;
  json when = {{"card", "target"}};
  when.update(*cond);
  e["amount"] = {{"value", low}, {"bonus_when", {{{"amount", more->second - low}, {"if", when}}}}};
  return true;
}

// "If they are Crab Clan, and are defending or their army is outnumbered,
// give the target +2F": the effects, if the one target is so then.
std::optional<bool> if_keyword_and_state(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!(eat(t, "If he is ") || eat(t, "If she is ") || eat(t, "If they are "))) return std::nullopt;
  const std::size_t and_at = t.find(", and ");
  if (and_at == std::string_view::npos) return std::nullopt;
  std::string_view kind = t.substr(0, and_at);
  t.remove_prefix(and_at + 6);
  if (!(eat(t, "is ") || eat(t, "are "))) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  auto cond = states(t.substr(0, comma));
  if (!cond) return std::nullopt;
  if (b.targets.size() != 1 || b.targets[0].value("player", false)) return false;
  eat(kind, "a ") || eat(kind, "an ");
  auto f = target_phrase("a target " + std::string(kind));  // keywords only ("Crab Clan")
  if (!f || f->size() != 1 || !f->contains("keywords")) return false;
  json when = {{"card", "target"}, {"keywords", (*f)["keywords"]}};
  when.update(*cond);
  // "give the target +2F", "give them +2F": the one target, as "him".
  std::string rest = capital(t.substr(comma + 2));
  for (std::string_view verb : {"Give ", "Straighten ", "Bow "})
    for (std::string_view who : {"the target", "them", "her"})
      if (std::string_view v = rest; eat(v, verb) && eat(v, who) && (v.empty() || v[0] == ' ')) {
        rest = std::string(verb) + "him" + std::string(v);
        break;
      }
  const std::size_t before = b.effects.size();
  if (!sentence(rest, b) || b.effects.size() == before || b.targets.size() != 1) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
    b.effects[i]["if"] = when;
  }
  return true;
}

// "Straighten their attachments if your current army is outnumbered": the
// sentence's effects, if the player's army then is.
std::optional<bool> if_your_army_outnumbered(std::string_view s, Body& b) {
  const std::size_t at = s.rfind(" if ");
  if (at == std::string_view::npos || !your_army_outnumbered(s.substr(at + 4))) return std::nullopt;
  const std::size_t before = b.effects.size(), targets = b.targets.size();
  // "Straighten his attachments": every card attached to the one target
  // (the format's "attached_to"; CR20F "Attachments").
  std::string_view what = s.substr(0, at);
  for (auto [verb, op] :
       {std::pair<std::string_view, std::string_view>{"Straighten ", "straighten"},
        {"Bow ", "bow"}})
    for (std::string_view pos : {"his", "her", "their"})
      if (std::string_view v = what; eat(v, verb) && eat(v, pos) && v == " attachments") {
        if (targets != 1 || b.targets[0].value("player", false) || b.targets[0].contains("count"))
          return false;
        b.effects.push_back(
            {{"op", op}, {"each", {{"attached_to", "target"}}}, {"if", your_army_condition()}});
        return true;
      }
  if (!sentence(what, b) || b.effects.size() == before || b.targets.size() != targets) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
    b.effects[i]["if"] = your_army_condition();
  }
  return true;
}

}  // namespace

std::optional<bool> outnumber_sentence(std::string_view s, Body& b) {
  for (auto f : {bonus_or_more, if_keyword_and_state, if_your_army_outnumbered})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

std::optional<bool> outnumber_condition(std::string_view s, Body& b, std::string& rest) {
  std::string_view t = s;
  json cond;
  if (eat(t, "If this Personality's army ")) {
    // "does not outnumber the current enemy army": not more units than it.
    if (!eat(t, "does not outnumber the ")) return std::nullopt;
    if (!(eat(t, "current enemy army, ") || eat(t, "enemy army, ") || eat(t, "opposing army, ")))
      return std::nullopt;
    if (b.type != CardType::Personality) return false;
    cond = {{"not", {{"card", "self"}, {"outnumbers", true}}}};
  } else if (eat(t, "If ")) {
    const std::size_t comma = t.find(", ");
    if (comma == std::string_view::npos || !your_army_outnumbered(t.substr(0, comma)))
      return std::nullopt;
    cond = your_army_condition();
    t.remove_prefix(comma + 2);
  } else {
    return std::nullopt;
  }
  if (t.empty() || !b.cond.is_null()) return false;
  b.cond = cond;
  rest = capital(t);
  return true;
}

}  // namespace l5r::compile
