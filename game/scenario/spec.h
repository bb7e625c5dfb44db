#pragma once
// The parsed form of a scenario file (format in docs/scenarios.md). Parsing
// checks the shape of everything and names the file, step and field of each
// problem; card ids and card references are checked when the board is built,
// because they need the card database and the list of card instances.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "game/model/game_state.h"

namespace l5r::scn {

// A malformed scenario. The message already says where (file, step, field).
struct ScenarioError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One card the board places, with the states it starts in.
struct CardEntry {
  std::string card;   // card id in the card files
  std::string label;  // optional name that steps use to refer to this instance
  bool bowed = false;
  bool dishonorable = false;
  bool face_down = false;  // Provinces only
  bool dead = false;       // Dynasty discard pile only
  std::vector<CardEntry> attached;
  std::vector<Token> tokens;  // in play only (CR20F "Token")
  std::string where;  // its place in the file, for messages
};

struct ProvinceSpec {
  std::optional<CardEntry> card;  // empty when absent
  bool destroyed = false;
  int strength_bonus = 0;
};

struct PlayerSpec {
  std::string name;
  CardEntry stronghold;
  std::optional<CardEntry> sensei;
  std::optional<int> honor;
  std::vector<ProvinceSpec> provinces;
  std::vector<CardEntry> home, hand, dynasty_deck, fate_deck, dynasty_discard, fate_discard,
      removed;
  int gold_pool = 0;
  int turns_started = 2;  // counting the turn in progress; 2 keeps Cycle out of the way
  std::optional<bool> went_first;
  bool lost_honor_to_others = false;
  std::uint8_t used_this_turn = 0;  // bits of PlayerAbility
  std::string where;
};

struct ModifierSpec {
  std::string card;  // a card reference
  StatModifier mod;  // card filled in when the board is built
  std::string where;
};

// A Siege board (docs/scenarios.md, "Siege"): which player is the Challenge
// player, the Territory row, the Clock piles and the Political tokens.
struct TerritorySpec {
  CardEntry card;
  bool destroyed = false;
  std::optional<bool> destroyable;  // default: as the card says
  int strength_bonus = 0;
};
struct SiegeSpec {
  int challenger = 0;
  std::vector<TerritorySpec> territories;
  std::vector<CardEntry> clock_deck;     // from the top
  std::vector<CardEntry> clock_discard;  // from the bottom: the last is on top, in play
  int political_tokens = 0;
  std::string where;
};

enum class Start : std::uint8_t { Turn, Action, Attack, Dynasty, EndOfTurn };

// Which question an answer names.
struct QuestionRef {
  enum Kind : std::uint8_t { Pending, Previous, Next, Id } kind = Pending;
  std::uint32_t id = 0;
};

struct AnswerSpec {
  std::optional<int> as_player;  // default: the player the question is for
  QuestionRef question;
  bool by_index = false;
  std::vector<std::string> texts;  // option texts (Engine::describe), exact
  std::vector<int> indices;
};

struct ExpectQuestion {
  bool none = false;  // no question is pending
  std::optional<int> who;
  std::optional<std::string> prompt_contains;
  std::optional<QuestionKind> kind;
  std::optional<int> min, max;
  std::vector<std::string> has;                     // exact option texts that must be offered
  std::vector<std::string> lacks;                   // no option text may begin with one of these
  std::optional<std::vector<std::string>> options;  // the exact list, in order
};

struct Choose {
  AnswerSpec answer;
};

struct Refuse {
  AnswerSpec answer;
  std::string reason_contains;
};

enum class Subject : std::uint8_t { Game, Result, Player, Card, Province, Siege, Territory };

// A check compares named fields of one subject with expected values; the
// fields and their types are listed in checks.cpp.
struct Check {
  Subject subject = Subject::Game;
  int player = -1;    // Player and Province subjects
  std::string card;   // Card subject: a card reference
  int province = -1;  // Province and Territory subjects: 0-based index (the file says 1-based)
  std::vector<std::pair<std::string, nlohmann::json>> fields;
};

struct RunToEndOfPhase {};
struct PassThroughBattle {};
struct PassUntilPhase {
  Phase phase = Phase::Action;
};
struct AddModifiers {
  std::vector<ModifierSpec> mods;
};

struct Step {
  int number = 0;     // 1-based, as messages show it
  std::string where;  // "step 4"
  std::string why;    // optional note shown with the result
  std::variant<ExpectQuestion, Choose, Refuse, Check, RunToEndOfPhase, PassUntilPhase,
               PassThroughBattle, AddModifiers>
      what;
};

struct Scenario {
  std::string file;  // as given, for messages
  std::string name;
  std::string rule;
  std::string assets;  // empty: the default library
  std::uint64_t seed = 1;
  std::vector<PlayerSpec> players;
  int active = 0;
  Start start = Start::Action;
  std::optional<int> turn;
  std::optional<int> turn_limit;
  std::optional<int> favor;
  std::vector<ModifierSpec> modifiers;
  std::optional<SiegeSpec> siege;
  std::vector<Step> steps;
};

// Parses a scenario file's text; throws ScenarioError naming file and field.
Scenario parse_scenario(std::string_view text, const std::string& file);

// Names used in files.
std::string_view phase_name(Phase p);
std::string_view zone_name(Zone z);

}  // namespace l5r::scn
