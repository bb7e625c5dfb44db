#pragma once
// The rules text compiler's building blocks (text_compile.cpp), shared with
// its template files (text_compile_*.cpp) so that a family of sentences can
// live in a file of its own: the body of one ability being read (`Body`),
// and the steps that read its targets, amounts and sentences.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game/abilities/parse.h"
#include "game/cards/card_def.h"

namespace l5r {
struct CompiledText;
}

namespace l5r::compile {

using nlohmann::json;

// One ability's body while its sentences are read: targets and effects in
// the ability format (docs/abilities.md), and what a later sentence must
// still complete.
struct Body {
  json targets = json::array();
  json effects = json::array();
  CardType type = CardType::Strategy;  // the card the text is on
  json interrupting;                   // an Interrupt's condition on the action
  bool terrain_pending = false;        // "Destroy a Terrain (if able)" awaits its Terrain
  bool no_terrain_here = false;        // the older Terrains' condition: no Terrain here
  bool interrupt = false;              // the ability is an Interrupt
  bool your_action = false;            // "If the action is yours, ...": an Interrupt to your own action
  std::string turn;                    // "your_turn" / "not_your_turn": when it may be used
  json cond;                           // an "If ..." object that starts the effects (the ability's "if")
  std::string interrupts;              // an Interrupt only to actions of this designator
  json interrupts_attacks;             // ... only to actions with these attacks (text_compile_a2.cpp)
  bool play_self = false;              // a Ring's play ability ("Play if ...")
  bool discarded = false;              // a card discarded as a cost ("the card's Focus Value")
  bool recruits = false;               // a Recruit effect (what ":gstar:" pays for)
  int duel_pending = -1;               // a duel's effect awaiting what happens to its loser
  bool battle_only = false;            // the ability is a Battle action only
  bool opposed_pending = false;        // "If he would be opposed, ...": the card is known once moved
  bool kata_pending = false;           // "Put this Kata into play" awaits discarding the other Kata
  int search_pending = -1;    // "Search your Fate deck for ..." awaits "put it in your hand"
  bool search_shown = false;  // ... and "Show it" was said
  json extra = json::object();  // more keys of the ability itself (text_compile_duel.cpp)
  std::vector<std::string> keywords;  // the ability's header keywords (Absent, Home...)
};

// A number from 0 to 99 written as digits or a word ("two").
std::optional<int> number(std::string_view s);

// Sentences of an ability's body, split at ". " outside parentheses, each
// without its full stop. nullopt when the body does not end a sentence.
std::optional<std::vector<std::string_view>> sentences(std::string_view body);

// The sentence without a reminder in parentheses at its end.
std::string_view without_reminder(std::string_view s);

bool is_attachment(CardType t);

// "this Personality", "this Follower"...: "self", or on an attachment
// "this_personality"; empty when the words name no card of this one's.
std::string self_ref(std::string_view w, CardType type);

// "this Personality's Force", "his Chi" (with " minus N" / " plus N"): an
// amount counted when the effect resolves.
std::optional<json> stat_amount(std::string_view t, const Body& b);

// "+2F", "-1C", "+1PH": the stat and the signed amount.
std::optional<std::pair<std::string, int>> stat_bonus(std::string_view w);

// "+2F", "+1F/+1C": Force and Chi bonuses an effect gives.
std::optional<std::vector<std::pair<std::string, int>>> bonus_list(std::string_view list);

// Adds the ability's target for a phrase ("your target unbowed Samurai"):
// "target", then "target2" (one yours, one an enemy's). False when the
// phrase is not a target the format can say.
bool add_target(Body& b, std::string_view phrase);

// An effect on the target added last: "target2" when there are two.
json on_last_target(const Body& b, json e);

// "his controller": the ref of the controller of the card targeted last
// ("target_controller"), empty when there is none.
std::string last_target_controller(const Body& b);

// One sentence of an ability body, every template the compiler knows;
// false when it is not one of them. Template files may call it for the
// clause after their own words.
bool sentence(std::string_view s, Body& b);

// "you are a Crab Clan player": the condition on your Stronghold's Clan
// keyword; nullopt when `clan` names no Great Clan (or the Naga).
std::optional<json> you_are_clan(std::string_view clan);

// One part with an ability header ("Interrupt: ...") read as an ability
// and added to `out`; false when it is not one the compiler can say.
bool ability(std::string_view part, CardType type, CompiledText& out);

// Adds traits written as ability data to the compiled card, all or none
// (false when the format refuses one, or when there are none).
bool append_traits(const json& list, CompiledText& out);

// Reads `list` (abilities, traits or triggers as JSON) with the project's
// own parser: what it refuses is not compiled.
template <class T, class F>
std::optional<std::vector<T>> checked(const json& list, F parse) {
  bool ok = true;
  const Fail fail = [&ok](const std::string&, const std::string&) { ok = false; };
  auto v = parse(list, fail);
  if (!ok || v.size() != list.size()) return std::nullopt;
  return v;
}

}  // namespace l5r::compile
