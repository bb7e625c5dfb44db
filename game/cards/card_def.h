#pragma once
// A card definition: the printed facts of one card (title, type, stats,
// keywords). Definitions are shared, read-only data; the game state refers to
// them by DefId.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "game/abilities/ability.h"
#include "game/model/ids.h"

namespace l5r {

enum class CardType : std::uint8_t {
  Stronghold,
  Sensei,
  Personality,
  Holding,
  Event,
  Region,
  Strategy,
  Follower,
  Item,
  Spell,
  Ring,
  // Siege (rules 3 and 4): neither Dynasty nor Fate.
  Territory,
  Clock,
};

enum class Clan : std::uint8_t {
  Unaligned,
  Crab,
  Crane,
  Dragon,
  Lion,
  Mantis,
  Phoenix,
  Scorpion,
  Spider,
  Unicorn,
  Naga,
};

// Keywords with rules attached to them (CR20F Appendix B and the glossary),
// kept as bits so that rule checks are cheap. Every printed keyword is also
// kept as text in CardDef::keywords for the cards that refer to them.
enum class Kw : std::uint32_t {
  Weapon = 1u << 0,
  Armor = 1u << 1,
  Shugenja = 1u << 2,
  Kensai = 1u << 3,
  Kharmic = 1u << 4,
  Legacy = 1u << 5,
  Cavalry = 1u << 6,
  Conqueror = 1u << 7,
  Resilient = 1u << 8,
  Expendable = 1u << 9,
  Fortification = 1u << 10,
  Loyal = 1u << 11,
  Naval = 1u << 12,
  Tactician = 1u << 13,
  Reserve = 1u << 14,
  Duelist = 1u << 15,
  Courage = 1u << 16,
  Destined = 1u << 17,
  Samurai = 1u << 18,
  Air = 1u << 19,
  Earth = 1u << 20,
  Fire = 1u << 21,
  Water = 1u << 22,
  Void = 1u << 23,
  Elite = 1u << 24,
};

struct StrongholdFace {
  int province_strength = 0;
  int gold_production = 0;
  int starting_honor = 0;
};

struct CardDef {
  std::string id;     // our stable slug, e.g. "hida-kisada"
  std::string title;  // title for play purposes (no subtitle)
  std::string set;
  CardType type = CardType::Personality;
  Clan clan = Clan::Unaligned;
  std::vector<std::string> keywords;
  std::uint32_t kw_bits = 0;
  bool unique = false;
  int experienced = 0;  // experience level; 0 when not Experienced

  int force = 0;  // Items: signed Force modifier
  int chi = 0;    // Items: signed Chi modifier
  std::optional<int> honor_requirement;  // absent: the dash, lower than any number
  std::optional<int> gold_cost;
  int personal_honor = 0;
  int focus = 0;
  // CR20F "Discipline": the card may be played from its owner's Fate discard
  // pile for one of its actions, paying this much more Gold; it is then
  // removed from the game (a Terrain when it next leaves play).
  std::optional<int> discipline;
  std::optional<int> gold_production;  // Holdings without the coin have none
  StrongholdFace first;                // Stronghold going-first face; Sensei modifiers
  StrongholdFace second;               // Stronghold going-second face
  std::vector<Clan> sensei_clans;      // empty with sensei_all_clans for "All Clans"
  bool sensei_all_clans = false;

  std::vector<Ability> abilities;  // actions (docs/abilities.md)
  std::vector<Trait> traits;       // continuous traits
  std::vector<Trigger> triggers;   // triggered traits
  std::optional<Filter> attach_to;  // "Can only attach to ...": which Personalities may carry it
  // Gold that may pay only for one card of a kind (CR20F "Paying Gold Costs",
  // the exception): bowing this Holding may instead produce `amount` Gold
  // that pays for nothing but such a card.
  struct RestrictedGold {
    int amount = 0;
    std::vector<std::string> keywords;  // the card paid for has one of these...
    std::uint16_t types = 0;            // ...or is one of these types (bits of 1 << CardType)
    // "This Holding has +1GP when it pays for a single attachment only": the
    // Gold made is the Holding's Gold Production plus `amount`.
    bool plus_production = false;
    // "Bow: when paying for a Follower, it enters play for 3 less Gold": the
    // same as Gold that pays only for that card (bowing lowers what is left
    // to pay by `amount`, and what is not needed is lost); only the text
    // and the log differ.
    bool reduces_cost = false;
  };
  std::optional<RestrictedGold> restricted_gold;
  // "Produce 2 Gold and lose 1 Honor": bowing this Holding to produce its
  // (unrestricted) Gold also costs its controller this much Honor.
  int produce_honor_loss = 0;
  // "If this pays for a single Nonhuman Personality, refill the Province it
  // comes from face-up": when this Holding's Gold pays to Recruit a card that
  // matches, its Province refills face-up.
  std::optional<Filter> refills_face_up_paying_for;

  // Siege rule 5: a Stronghold whose Province Strength is this many times Rank.
  int province_strength_per_rank = 0;
  // The Knot of Serpents: nothing may lower its player's Province Strength.
  bool province_strength_not_reduced = false;
  // Siege rule 3: what a Territory's Destroyed side says. Its Intact side's
  // abilities are ordinary abilities and traits.
  struct TerritoryRules {
    bool destroyable = false;          // may be destroyed from the start
    std::vector<std::string> unlocks;  // ids of Territories that may now be destroyed
    bool destroy_leftmost_provinces = false;  // every Rokugani player destroys his leftmost Province
    std::string challenger_creates;    // id of a Personality the Challenge player creates at home
    bool team_loses = false;           // the Rokugani players lose the game
    // What its Intact side changes in the rules for the Rokugani players.
    bool rokugani_conqueror = false;        // their Personalities have Conqueror
    bool ignore_honor_requirements = false;
    bool lobby_open = false;                // Lobbying is an Open action
    bool favor_limited_no_discard = false;  // the Favor Limited ability discards no card
    bool favor_battle_absent = false;       // the Favor Battle ability has Absent
    // The Military District: after battle resolution here destroys the
    // Rokugani army, the Challenge player destroys cards of his own army
    // there, half (rounded down) as many as the Rokugani cards destroyed.
    bool challenger_destroys_half = false;
  };
  std::optional<TerritoryRules> territory;
  // Siege rule 4: the Clock card that is always last and can never be discarded.
  bool last_clock = false;
  // A Stronghold whose going-second face has text of its own: the whole card
  // as that face reads (its abilities, traits and triggers); the lists above
  // are the going-first face's. Engine::def gives a player who did not go
  // first this face (docs/card-format.md).
  std::shared_ptr<const CardDef> going_second_face;

  bool has(Kw k) const { return (kw_bits & static_cast<std::uint32_t>(k)) != 0; }
  bool is_dynasty() const {
    return type == CardType::Personality || type == CardType::Holding || type == CardType::Event ||
           type == CardType::Region;
  }
  bool is_siege_only() const { return type == CardType::Territory || type == CardType::Clock; }
  bool is_fate() const {
    return type == CardType::Strategy || type == CardType::Follower || type == CardType::Item ||
           type == CardType::Spell || type == CardType::Ring;
  }
  bool is_attachment() const {
    return type == CardType::Follower || type == CardType::Item || type == CardType::Spell;
  }
  // Kata (docs/rules-interpretations.md; the rules are silent): a Strategy
  // that puts itself into play at its player's home, where its other
  // abilities are used.
  bool is_kata() const {
    return type == CardType::Strategy &&
           std::find(keywords.begin(), keywords.end(), "Kata") != keywords.end();
  }
};

std::string_view to_string(CardType t);
std::string_view to_string(Clan c);
std::optional<CardType> parse_card_type(std::string_view s);
std::optional<Clan> parse_clan(std::string_view s);
// Maps a printed keyword to its rules bit (0 when it carries no rule here).
std::uint32_t keyword_bit(std::string_view keyword);

}  // namespace l5r
