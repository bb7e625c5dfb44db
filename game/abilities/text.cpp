#include "game/abilities/text.h"

#include "game/abilities/created_card.h"
#include "game/cards/card_def.h"
#include "game/model/game_state.h"

namespace l5r {

namespace {

std::string ref_text(Ref r) {
  switch (r) {
    case Ref::Self: return "this card";
    case Ref::ThisPersonality: return "this Personality";
    case Ref::Target: return "the target";
    case Ref::Target2: return "the second target";
    case Ref::You: return "you";
    case Ref::TargetPlayer: return "the target player";
    case Ref::EachEnemy: return "each other player";
    case Ref::InterruptedCard: return "the interrupted action's card";
    case Ref::InterruptedTarget: return "the interrupted action's target";
    case Ref::YourDuelist: return "your Personality in the duel";
    case Ref::OtherDuelist: return "the other Personality";
    case Ref::DuelWinner: return "the duel's winner";
    case Ref::DuelLoser: return "the duel's loser";
    case Ref::YourStronghold: return "your Stronghold";
    case Ref::Attacker: return "the Attacker";
    case Ref::CausePlayer: return "the player whose action set this off";
    case Ref::ProvinceHere: return "the Province (the one this card is in, else the current battlefield's)";
    case Ref::TargetController:
      return "the target's controller";
    case Ref::Target2Controller:
      return "the second target's controller";
    case Ref::EachPlayer: return "each player, starting with you,";
    case Ref::InterruptedTargets: return "one of the interrupted action's targets";
    case Ref::ActivePlayer: return "the active player";
    case Ref::InterruptedPlayer: return "the player taking the interrupted action";
    case Ref::DuelWinnerController: return "the duel's winner's controller";
    case Ref::MostFamilyHonor: return "each player with the most Family Honor (every one, if tied)";
    case Ref::EachOtherPlayer: return "each other player, in turn order after you,";
  }
  return "?";
}

// A card's title from its id ("the-dark-naga": "The Dark Naga"), for cards
// named in text (created, searched for, unlocked). Small words stay lowercase.
std::string title_of(const std::string& id) {
  std::string title, word;
  auto flush = [&]() {
    if (word.empty()) return;
    const bool small = !title.empty() && (word == "of" || word == "the" || word == "a" || word == "an" ||
                                          word == "and" || word == "to" || word == "in");
    if (!small) word[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    title += (title.empty() ? "" : " ") + word;
    word.clear();
  };
  for (char ch : id) {
    if (ch == '-') flush();
    else word += ch;
  }
  flush();
  return title;
}

std::string filter_article(const std::string& noun) {
  // "an honorable", "an Honor token": a silent h sounds like a vowel.
  const bool vowel = (!noun.empty() && std::string("aeiouAEIOU").find(noun[0]) != std::string::npos &&
                      noun.rfind("Uni", 0) != 0) ||
                     noun.rfind("honor", 0) == 0 || noun.rfind("Honor", 0) == 0;
  return (vowel ? "an " : "a ") + noun;
}

std::string plural(const std::string& noun) {
  if (noun.empty()) return noun;
  if (noun.back() == 'y') return noun.substr(0, noun.size() - 1) + "ies";
  return noun + "s";
}

std::string attacks_text(std::uint8_t k) {
  std::vector<std::string> v;
  if (k & kFearAttack) v.push_back("Fear effects");
  if (k & kMeleeAttack) v.push_back("Melee Attacks");
  if (k & kRangedAttack) v.push_back("Ranged Attacks");
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i == 0 ? "" : i + 1 == v.size() ? " and " : ", ") + v[i];
  return s;
}

std::string possessive(Ref r) {
  switch (r) {
    case Ref::Self: return "this card's";
    case Ref::ThisPersonality: return "this Personality's";
    case Ref::Target: return "the target's";
    case Ref::Target2: return "the second target's";
    default: return ref_text(r) + "'s";
  }
}

// The designators in the order the cards print them.
constexpr std::pair<Designator, const char*> kDes[] = {
    {kLimited, "Limited"}, {kOpen, "Open"},           {kEngage, "Engage"},
    {kBattle, "Battle"},   {kInterrupt, "Interrupt"}, {kDynasty, "Dynasty"}};

std::string signed_num(int n) { return (n >= 0 ? "+" : "") + std::to_string(n); }

std::string until_text(Until u) {
  switch (u) {
    case Until::EndOfTurn: return " until the end of the turn";
    case Until::EndOfBattle: return " until the end of the battle";
    case Until::Permanent: return "";
  }
  return "";
}

// `in_play`: a Strategy a filter finds in play is a Terrain (only Terrains
// stay in play); elsewhere (a hand, a deck, a discard pile) it is a Strategy.
std::string types_text(std::uint16_t types, bool attack_target, bool many = false, bool in_play = true) {
  auto noun = [&](std::string n) { return many ? plural(n) : n; };
  if (attack_target) {
    std::string s = noun("Follower") + " or " + noun("Personality") + " without Followers";
    // An attack that may also target other types ("that may target Items").
    for (int t = 0; t <= static_cast<int>(CardType::Clock); ++t)
      if ((types & (1u << t)) && t != static_cast<int>(CardType::Personality) &&
          t != static_cast<int>(CardType::Follower))
        s += " or " + noun(std::string(to_string(static_cast<CardType>(t))));
    return s;
  }
  if (!types) return noun("card");
  std::string s;
  for (int t = 0; t <= static_cast<int>(CardType::Clock); ++t)
    if (types & (1u << t))
      s += (s.empty() ? "" : " or ") +
           noun(t == static_cast<int>(CardType::Strategy) && in_play ? std::string("Terrain")
                                                          : std::string(to_string(static_cast<CardType>(t))));
  return s;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string s;
  for (auto& e : v) s += (s.empty() ? "" : sep) + e;
  return s;
}

std::string capitalize(std::string s) {
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// A kind of card looked for out of play (a search's or a pick from the
// discard pile's "finds"), where it looks being said apart: out of play a
// Strategy is no Terrain ("a Battle Strategy", "an Iaijutsu Strategy").
std::string out_of_play_kind(Filter kind) {
  kind.zone = Filter::Zone::InPlay;
  std::string k = filter_text(kind, true);
  const std::size_t at = k.rfind("Terrain");
  if (kind.types == (1u << static_cast<int>(CardType::Strategy)) && at != std::string::npos) k.replace(at, 7, "Strategy");
  return k;
}

std::string effect_text(const Effect& e);

std::string effects_text(const std::vector<Effect>& effects) {
  std::vector<std::string> v;
  for (const Effect& e : effects) v.push_back(effect_text(e));
  return join(v, " ");
}

// Lowercases the first word after "If ..., " unless it is a game term that is
// always capitalised (Fear, Ranged and Melee Attacks).
std::string lower_first(std::string s) {
  for (const char* term : {"Fear", "Ranged", "Melee"})
    if (s.rfind(term, 0) == 0) return s;
  if (!s.empty()) s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
  return s;
}

std::string plain_effect_text(const Effect& e);

// "the target is a Cavalry card"; "this card has a Spell" when the condition
// is only about what is attached.
std::string condition_text(const Condition& c) {
  if (!c.any.empty() || !c.all.empty()) {
    std::vector<std::string> parts;
    for (const auto& one : c.any.empty() ? c.all : c.any) parts.push_back(condition_text(*one));
    return join(parts, c.any.empty() ? " and " : " or ");
  }
  if (!c.none.empty()) {
    const std::string inner = condition_text(*c.none.front());
    if (inner == "your Provinces are fewer than each other player's")
      return "your Provinces are not fewer than each other player's";
    if (const std::string more = "'s army has more units than the enemy army"; inner.ends_with(more))
      return inner.substr(0, inner.size() - more.size()) + "'s army does not have more units than the enemy army";
    return "it is not true that " + inner;
  }
  if (c.own_kiho_or_spell_resolving) {
    Condition rest = c;
    rest.own_kiho_or_spell_resolving = false;
    return condition_text(rest) + " and an action on your Kiho or Spell is resolving";
  }
  if (c.your_turn) return *c.your_turn ? "it is your turn" : "it is another player's turn";
  if (c.during_battle) return *c.during_battle ? "a battle is being fought" : "no battle is being fought";
  if (c.you_defend) return "you are the Defender";
  if (c.fewer_provinces) return "your Provinces are fewer than each other player's";
  if (c.provinces_destroyed) {
    const std::string n = amount_text(c.provinces_destroyed->amount);
    const std::string of = " of your Provinces ";
    switch (c.provinces_destroyed->op) {
      case StatCompare::Op::AtMost: return "at most " + n + of + "were destroyed this game";
      case StatCompare::Op::AtLeast:
        return n == "1" ? "any" + of + "was destroyed this game" : n + " or more" + of + "were destroyed this game";
      case StatCompare::Op::LowerThan: return "fewer than " + n + of + "were destroyed this game";
      case StatCompare::Op::HigherThan: return "more than " + n + of + "were destroyed this game";
      case StatCompare::Op::EqualTo: return "exactly " + n + of + "were destroyed this game";
    }
  }
  if (c.family_honor) {
    const bool you = c.subject == Ref::You;
    const std::string n = amount_text(c.family_honor->amount);
    const std::string has = you ? "you have " : "the active player has ";
    switch (c.family_honor->op) {
      case StatCompare::Op::AtMost: return has + n + " or less Family Honor";
      case StatCompare::Op::AtLeast: return has + n + " or more Family Honor";
      case StatCompare::Op::LowerThan: return has + "less than " + n + " Family Honor";
      case StatCompare::Op::HigherThan: return has + "more than " + n + " Family Honor";
      case StatCompare::Op::EqualTo: return has + "exactly " + n + " Family Honor";
    }
  }
  if (c.home_force) {
    const std::string who = c.subject == Ref::You ? "your" : possessive(c.subject);
    const std::string n = amount_text(c.home_force->amount);
    const std::string total = who + " total Force of all units at home (bowed cards too) is ";
    switch (c.home_force->op) {
      case StatCompare::Op::AtMost: return total + n + " or less";
      case StatCompare::Op::AtLeast: return total + n + " or more";
      case StatCompare::Op::LowerThan: return total + "less than " + n;
      case StatCompare::Op::HigherThan: return total + "more than " + n;
      case StatCompare::Op::EqualTo: return total + "exactly " + n;
    }
  }
  if (c.won_duel_by) {
    Condition rest = c;
    rest.won_duel_by.reset();
    const std::string n = amount_text(c.won_duel_by->amount);
    std::string by;
    switch (c.won_duel_by->op) {
      case StatCompare::Op::AtMost: by = n + " or less"; break;
      case StatCompare::Op::AtLeast: by = n + " or more"; break;
      case StatCompare::Op::LowerThan: by = "less than " + n; break;
      case StatCompare::Op::HigherThan: by = "more than " + n; break;
      case StatCompare::Op::EqualTo: by = "exactly " + n; break;
    }
    const std::string won = ref_text(c.subject) + " won this action's duel by " + by;
    return filter_text(rest.filter, false) == filter_text(Filter{}, false) ? won
                                                                           : condition_text(rest) + " and " + won;
  }
  if (c.chosen) {
    if (c.subject == Ref::You && !c.your_hand) return "you chose " + ref_text(*c.chosen);
    Condition rest = c;
    rest.chosen.reset();
    return "you chose " + ref_text(*c.chosen) + " and " + condition_text(rest);
  }
  if (c.you_control && c.any_player) {  // "in_play": any player's cards, at least N
    const std::string n = amount_text(c.you_control->amount);
    // "another player's Crab Clan Stronghold is in play" (no article there).
    if (n == "1" && c.filter.controller == Filter::Side::Other) return filter_text(c.filter, false) + " is in play";
    return n == "1" ? "at least one " + filter_text(c.filter, false) + " is in play"
                    : "there are " + n + " or more " + filter_text(c.filter, false, true) + " in play";
  }
  if (c.you_control && c.filter.zone == Filter::Zone::Discard) {  // your cards out of play
    const std::string n = amount_text(c.you_control->amount);
    Filter kind = c.filter;  // said as "your dead Personalities ...", not by the zone's words
    kind.zone = Filter::Zone::InPlay;
    kind.dead = Filter::Tri::Any;
    kind.controller = Filter::Side::Any;
    const std::string many = filter_text(kind, false, true);
    const std::string lead = n == "1" ? "any of your " : "at least " + n + " of your ";
    return c.filter.dead == Filter::Tri::Yes ? lead + "dead " + many + " exist"
                                             : lead + many + " are in your discard piles";
  }
  if (c.you_control && (c.filter.outnumbered || c.filter.outnumbers) &&
      c.you_control->op == StatCompare::Op::AtLeast && amount_text(c.you_control->amount) == "1") {
    // "your army is outnumbered": one of your Personalities there is in it.
    Filter army;
    army.types = c.filter.types;
    army.location = Filter::Where::CurrentBattlefield;
    army.outnumbered = c.filter.outnumbered;
    army.outnumbers = c.filter.outnumbers;
    if (filter_text(c.filter, false) == filter_text(army, false))
      return std::string("your army at the current battlefield has ") +
             (c.filter.outnumbered ? "fewer" : "more") + " units than the enemy army";
  }
  if (c.you_control) {
    const std::string n = amount_text(c.you_control->amount);
    const std::string many = filter_text(c.filter, false, true);
    switch (c.you_control->op) {
      case StatCompare::Op::AtMost: return "you control " + n + " or fewer " + many;
      case StatCompare::Op::AtLeast:
        return n == "1" ? "at least one " + filter_text(c.filter, false) + " of yours is in play"
                        : "you control " + n + " or more " + many;
      case StatCompare::Op::LowerThan: return "you control fewer than " + n + " " + many;
      case StatCompare::Op::HigherThan: return "you control more than " + n + " " + many;
      case StatCompare::Op::EqualTo: return "you control exactly " + n + " " + many;
    }
  }
  if (c.your_hand && c.your_hand->amount.kind == Amount::Kind::LargestOtherHand &&
      c.your_hand->op == StatCompare::Op::HigherThan && c.subject == Ref::You)
    return "you have more cards in your hand than any other player";
  if (c.your_hand && c.your_hand->amount.kind == Amount::Kind::SmallestOtherHand &&
      c.your_hand->op == StatCompare::Op::LowerThan && c.subject == Ref::You)
    return "you have fewer cards in your hand than each other player";
  if (c.your_hand) {
    const std::string n = amount_text(c.your_hand->amount);
    std::string hand;
    switch (c.your_hand->op) {
      case StatCompare::Op::AtMost: hand = "you have " + n + " or fewer cards in your hand"; break;
      case StatCompare::Op::AtLeast: hand = "you have " + n + " or more cards in your hand"; break;
      case StatCompare::Op::LowerThan: hand = "you have fewer than " + n + " cards in your hand"; break;
      case StatCompare::Op::HigherThan: hand = "you have more than " + n + " cards in your hand"; break;
      case StatCompare::Op::EqualTo: hand = "you have exactly " + n + " cards in your hand"; break;
    }
    if (c.subject == Ref::You) return hand;
    Condition rest = c;
    rest.your_hand.reset();
    return hand + " and " + condition_text(rest);
  }
  // "If he won a duel this turn".
  Filter only_won;
  only_won.won_duel_this_turn = c.filter.won_duel_this_turn;
  if (c.filter.won_duel_this_turn != Filter::Tri::Any && filter_text(c.filter, false) == filter_text(only_won, false))
    return ref_text(c.subject) + (c.filter.won_duel_this_turn == Filter::Tri::Yes ? " won a duel this turn"
                                                                                   : " has not won a duel this turn");
  // "If he has cast an Air Spell this turn" (CR20F "Cast").
  Filter only_lobbied;
  only_lobbied.lobbied_this_turn = c.filter.lobbied_this_turn;
  if (c.filter.lobbied_this_turn && filter_text(c.filter, false) == filter_text(only_lobbied, false))
    return ref_text(c.subject) + " Lobbied this turn";
  Filter only_cast;
  only_cast.cast_this_turn = c.filter.cast_this_turn;
  Filter only_army_count;
  only_army_count.outnumbered = c.filter.outnumbered;
  only_army_count.outnumbers = c.filter.outnumbers;
  if ((c.filter.outnumbered || c.filter.outnumbers) &&
      filter_text(c.filter, false) == filter_text(only_army_count, false))
    return ref_text(c.subject) + "'s army has " + (c.filter.outnumbered ? "fewer" : "more") +
           " units than the enemy army";
  if (!c.filter.cast_this_turn.empty() && filter_text(c.filter, false) == filter_text(only_cast, false))
    return ref_text(c.subject) + " has cast " +
           (c.filter.cast_this_turn == "Spell" ? std::string("a Spell")
                                               : "a Spell with the " + c.filter.cast_this_turn + " keyword") +
           " this turn";
  // "If your Personality is unopposed" (CR20F "Opposed").
  Filter only_unopposed;
  only_unopposed.opposed = c.filter.opposed;
  if (c.filter.opposed == Filter::Tri::No && filter_text(c.filter, false) == filter_text(only_unopposed, false))
    return ref_text(c.subject) + " is unopposed";
  // "If he would be opposed".
  Filter only_opposed;
  only_opposed.would_be_opposed = c.filter.would_be_opposed;
  if (c.filter.would_be_opposed != Filter::Tri::Any && filter_text(c.filter, false) == filter_text(only_opposed, false))
    return c.subject == Ref::YourStronghold  // the player's side, wherever his card is
               ? (c.filter.would_be_opposed == Filter::Tri::Yes ? "enemy units are at the current battlefield"
                                                                 : "no enemy units are at the current battlefield")
               : ref_text(c.subject) +
                     (c.filter.would_be_opposed == Filter::Tri::Yes ? " would be opposed" : " would not be opposed");
  Filter only_attached;
  only_attached.has_attached = c.filter.has_attached;
  const bool just_attached = c.filter.has_attached && c.filter.types == 0 &&
                             filter_text(c.filter, false) == filter_text(only_attached, false);
  if (just_attached) return ref_text(c.subject) + " has a " + types_text(c.filter.has_attached, false);
  Filter only_army;
  only_army.attacking = c.filter.attacking;
  only_army.defending = c.filter.defending;
  if ((c.filter.attacking == Filter::Tri::Yes) != (c.filter.defending == Filter::Tri::Yes) &&
      filter_text(c.filter, false) == filter_text(only_army, false))
    return ref_text(c.subject) + (c.filter.attacking == Filter::Tri::Yes ? " is attacking" : " is defending");
  // "If he is not defending" (one of the two, false).
  if ((c.filter.attacking == Filter::Tri::No) != (c.filter.defending == Filter::Tri::No) &&
      (c.filter.attacking == Filter::Tri::Any || c.filter.defending == Filter::Tri::Any) &&
      filter_text(c.filter, false) == filter_text(only_army, false))
    return ref_text(c.subject) + (c.filter.attacking == Filter::Tri::No ? " is not attacking" : " is not defending");
  // Only keywords: "is Earth", "is a Shugenja" reads better than "is an Earth card".
  Filter only_keywords;
  only_keywords.keywords = c.filter.keywords;
  only_keywords.not_keywords = c.filter.not_keywords;
  if (c.filter.types == 0 && filter_text(c.filter, false) == filter_text(only_keywords, false)) {
    // CR20F "Clan Alignment": a player's clan is his Stronghold's.
    if (c.subject == Ref::YourStronghold && c.filter.keywords.size() == 1 && c.filter.not_keywords.empty())
      return "you are a " + c.filter.keywords[0] + " player";
    std::vector<std::string> parts;
    for (auto& k : c.filter.keywords) parts.push_back("is " + k);
    for (auto& k : c.filter.not_keywords) parts.push_back("is not " + k);
    return ref_text(c.subject) + " " + join(parts, " and ");
  }
  return ref_text(c.subject) + " is " + filter_text(c.filter, true);
}

// An effect with its condition, its "each" and "unit" wording.
// "; as he moves, straighten his unit and his controller loses 1 Honor":
// effects that depend on the move (none said when there are none).
std::string as_moves_text(const std::vector<Effect>& as_moves) {
  if (as_moves.empty()) return "";
  std::vector<std::string> parts;
  for (const Effect& sub : as_moves) {
    if (sub.op == Op::Bow || sub.op == Op::Straighten) {
      parts.push_back(std::string(sub.op == Op::Bow ? "bow" : "straighten") +
                      (sub.unit ? " his unit" : " him") +
                      (sub.condition ? " (only if " + condition_text(*sub.condition) + ")" : ""));
      continue;
    }
    std::string t = lower_first(plain_effect_text(sub));
    if (!t.empty() && t.back() == '.') t.pop_back();
    parts.push_back(t);
  }
  return "; as he moves (and only if he does), " + join(parts, " and ");
}

std::string effect_text(const Effect& e) {
  std::string s = plain_effect_text(e);
  if (e.condition) s = "If " + condition_text(*e.condition) + ", " + lower_first(s);
  if (e.unpreventable) s += " This movement cannot be negated.";
  if (e.after_it_resolves) s = "Once the interrupted action has resolved: " + lower_first(s);
  switch (e.delay) {
    case Delay::None: break;
    case Delay::BeforeBattleResolves: s = "Later, just ahead of this battle's resolution: " + lower_first(s); break;
    case Delay::AfterBattleResolves: s = "Later, once this battle has resolved: " + lower_first(s); break;
    case Delay::AfterBattleEnds: s = "Later, when this battle is over: " + lower_first(s); break;
    case Delay::AfterAttackPhase: s = "Later, when the Attack Phase is over: " + lower_first(s); break;
    case Delay::BeforeTurnEnds: s = "Later, as the turn is about to end: " + lower_first(s); break;
    case Delay::AfterTargetAttacksYou:
      s = "Later, once the target is next assigned to attack you this turn: " + lower_first(s);
      break;
    case Delay::AfterTargetAttacks:
      s = "Later, once the target is next assigned to attack this turn: " + lower_first(s);
      break;
    case Delay::AfterTargetAttacksYouOrActs:
      s = "Later, once (this turn) the target is next assigned to attack you or an action on the target's card "
          "next resolves, whichever comes first: " + lower_first(s);
      break;
    case Delay::AtTurnEnd: s = "Later, at the end of this turn, along with its usual draw: " + lower_first(s); break;
  }
  return s;
}

std::string plain_effect_text(const Effect& e) {
  std::string who = ref_text(e.subject);
  // "each of your Shugenja", not "each your Shugenja".
  if (e.each)
    who = e.each->controller == Filter::Side::You ? "each of " + filter_text(*e.each, false, true)
                                                  : "each " + filter_text(*e.each, false);
  if (e.unit) who = possessive(e.subject) + " unit";
  // A card the player picks as the effect resolves ("one of your Personalities").
  const bool picks = e.among && e.op != Op::RemoveAllAbilities && e.op != Op::RemoveAbilities;
  if (picks && e.may) {
    Effect must = e;
    must.may = false;
    return "You may " + lower_first(plain_effect_text(must));
  }
  if (picks)
    who = (e.among->controller == Filter::Side::You ? "one of " + filter_text(*e.among, false, true)
                                                    : filter_text(*e.among, true)) +
          " (you choose which as this resolves; it is not a target)";
  const std::string amt = amount_text(e.amount);
  const bool you = e.subject == Ref::You;
  if (e.op == Op::Draw && e.may) {
    const std::string cards = e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1 ? "a card" : amt + " cards";
    return you ? "You may draw " + cards + "." : capitalize(who) + " may draw " + cards + " (each is asked).";
  }
  switch (e.op) {
    case Op::Bow: return "Bow " + who + ".";
    case Op::Straighten: return "Straighten " + who + ".";
    case Op::MoveHome:
    case Op::MoveToBattlefield: {
      std::string s = "Move " + who;
      if (e.op == Op::MoveHome)
        s += " home";
      else
        s += e.to_territory.empty() ? " into the current battle"
                                    : " to the battlefield at " + title_of(e.to_territory);
      return s + as_moves_text(e.as_moves) + ".";
    }
    case Op::CannotStraighten:
      if (e.while_unbowed)
        return capitalize(who) + " cannot straighten while " + ref_text(*e.while_unbowed) +
               " remains unbowed and in play.";
      return capitalize(who) + " cannot straighten" +
             (e.until == Until::EndOfTurn ? std::string(" until the end of the turn") : until_text(e.until)) + ".";
    case Op::ToProvince:
      if (e.from_face_up)
        return "Choose one of your Provinces with a face-up card: discard that card and put " + who +
               " face-up into that Province.";
      return "Put " + who + " face-up into one of your Provinces (you choose which), discarding the cards there first.";
    case Op::RevealOtherProvinces:
      return "Turn face-up every card in each Province (any player's) other than this card's.";
    case Op::UntargetableByYou: return "You may not target " + who + " with actions this turn.";
    case Op::ContributesOnlyBowed:
      return capitalize(who) + " contributes Force to his army only while bowed until the end of the turn.";
    case Op::UntargetableFromUnit:
      return "Until the end of the turn, actions on cards in " + possessive(e.subject) + " unit may not target " +
             ref_text(e.with) + ".";
    case Op::AdditionalUse:  // CR20F "Additional Use"
      return "You may use each of " + possessive(e.subject) + " abilities one additional time this turn.";
    case Op::AbilitiesUnusable:
      if (e.until == Until::Permanent) return "Permanently remove all abilities from " + who + ".";
      return capitalize(possessive(e.subject)) + " abilities may not be used this turn.";
    case Op::RemoveFromGame: return "Remove " + who + " from the game.";
    case Op::EndDuel: return "End this duel without resolution.";
    case Op::ToHand: return "Put " + who + " from its discard pile into its owner's hand.";
    case Op::NegateBow: return "Negate the action's effects that would bow " + who + ".";
    case Op::NegateDestroy: return "Negate the action's effects that would destroy " + who + ".";
    case Op::NegateForce: return "Negate every Force bonus and penalty the action's effects would give.";
    case Op::SwitchLocations:
      return capitalize(who) + " and " + (e.with == Ref::Target2 ? ref_text(Ref::Target2) : "this Personality") +
             (e.not_movement ? " trade locations, each going to where the other was (this is not movement)"
                              : " trade locations, each moving to where the other was") +
             as_moves_text(e.as_moves) + ".";
    case Op::MoveToLocation:
      return "Move " + who +
             (e.destination == Destination::OtherUnresolvedBattlefield
                  ? " to another battlefield of this attack whose battle has not resolved (you choose which)"
              : e.destination == Destination::OpposedBattlefield
                  ? " to another battlefield of this attack where an enemy of their controller has units (you choose which)"
                  : " to another location, home or a battlefield (you choose which)") +
             as_moves_text(e.as_moves) + ".";
    case Op::Destroy: return "Destroy " + who + ".";
    case Op::Discard:
      return "Discard " + who + (e.refill_face_up ? " (a card in a Province: it refills face-up)." : ".");
    case Op::Dishonor: return "Dishonor " + who + ".";
    case Op::Rehonor: return "Rehonor " + who + ".";
    case Op::GainHonor: return you ? "Gain " + amt + " Honor." : capitalize(who) + " gains " + amt + " Honor.";
    case Op::LoseHonor: return you ? "Lose " + amt + " Honor." : capitalize(who) + " loses " + amt + " Honor.";
    case Op::IncreaseHonorLosses:
      return "This turn, the next " + std::to_string(e.losses) + " Honor " + (e.losses == 1 ? "loss" : "losses") +
             " caused by your cards " + (e.losses == 1 ? "is" : "are") + " increased by " + amt +
             (e.losses == 1 ? "." : " each.");
    case Op::Draw:
      if (e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1)
        return you ? "Draw a card." : capitalize(who) + " draws a card.";
      return you ? "Draw " + amt + " cards." : capitalize(who) + " draws " + amt + " cards.";
    case Op::Force:
    case Op::Chi:
    case Op::PersonalHonor: {
      const char* stat = e.op == Op::Force ? "F" : e.op == Op::Chi ? "C" : "PH";
      if (e.amount.kind == Amount::Kind::Fixed) {
        std::string give = "Give " + who + " " + signed_num(e.amount.value * e.amount.times + e.amount.plus) + stat;
        // "-2F, or -3F if ...": the amount's conditional bonuses.
        for (const auto& [n, cond] : e.amount.bonus_when)
          if (cond) give += " (" + signed_num(n) + stat + " more if " + condition_text(*cond) + ")";
        return give + until_text(e.until) + ".";
      }
      const char* name = e.op == Op::Force ? "Force" : e.op == Op::Chi ? "Chi" : "Personal Honor";
      if (e.amount.times < 0) {
        Amount positive = e.amount;
        positive.times = -positive.times;
        positive.plus = -positive.plus;
        return "Give " + who + " a " + name + " penalty equal to " + amount_text(positive) + until_text(e.until) + ".";
      }
      return "Give " + who + " a " + name + " bonus equal to " + amt + until_text(e.until) + ".";
    }
    case Op::ProvinceStrength: {
      if (e.any_province && e.amount.kind == Amount::Kind::Fixed)
        return "Choose a Province in play (any player's) and give it " +
               signed_num(e.amount.value * e.amount.times + e.amount.plus) + " Province Strength" + until_text(e.until) + ".";
      if (e.amount.kind == Amount::Kind::Fixed)
        return "Give this Province " + signed_num(e.amount.value * e.amount.times + e.amount.plus) +
               " Province Strength" + until_text(e.until) + ".";
      if (e.amount.times < 0) {
        Amount positive = e.amount;
        positive.times = -positive.times;
        positive.plus = -positive.plus;
        return "Lower this Province's Province Strength by " + amount_text(positive) + until_text(e.until) + ".";
      }
      return "Raise this Province's Province Strength by " + amt + until_text(e.until) + ".";
    }
    case Op::RangedAttack:
    case Op::MeleeAttack:
    case Op::Fear: {
      const std::string kind = e.op == Op::RangedAttack ? "Ranged" : e.op == Op::MeleeAttack ? "Melee" : "Fear";
      const std::string on = e.subject == Ref::Target ? "" : e.subject == Ref::Target2 ? " on the second target" : " on " + who;
      Amount base = e.amount;
      base.bonus = 0;
      std::string s;
      if (base.kind == Amount::Kind::Fixed && !base.plus)
        s = (e.op == Op::Fear ? "Fear " + amount_text(base) : kind + " " + amount_text(base) + " Attack") + on + ".";
      else
        s = (e.op == Op::Fear ? "Fear" : kind + " Attack") + on + " with strength equal to " + amount_text(base) + ".";
      if (e.amount.bonus)
        s += std::string(" It has ") + (e.amount.bonus > 0 ? "+" : "") + std::to_string(e.amount.bonus) +
             " strength if you chose " + ref_text(e.amount.bonus_if) + ".";
      // "After this bows the target, ...": only if the Fear bowed it.
      if (!e.after_bows.empty()) {
        std::vector<std::string> then;
        for (const Effect& sub : e.after_bows) then.push_back(lower_first(effect_text(sub)));
        s += e.op == Op::Fear ? " Only if the Fear bows a card that was unbowed, right afterwards: "
                              : " Only if the attack destroys the card, right afterwards: ";
        s += join(then, " ");
      }
      return s;
    }
    case Op::Create: {
      const bool one = e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1 && !e.amount.plus;
      // CR20F "Created Cards": a card the text describes; a created Follower
      // attaches to a Personality as it is created.
      if (auto made = created_card_spec(e.creates)) {
        if (made->type == CardType::Follower)  // the action's player creates it
          return "Create " + filter_article(created_card_text(*made)) + " attached to " +
                 (picks ? who : ref_text(e.subject)) + ".";
        // "Create two 2F/2C/2PH ...": a number word keeps the count apart from the stats.
        static constexpr std::string_view kWords[] = {"two", "three", "four", "five", "six", "seven", "eight", "nine"};
        const bool small = e.amount.kind == Amount::Kind::Fixed && !e.amount.plus && e.amount.value >= 2 && e.amount.value <= 9;
        const std::string count = small ? std::string(kWords[e.amount.value - 2]) : amt;
        return std::string(you ? "Create " : capitalize(who) + " creates ") +
               (one ? filter_article(created_card_text(*made)) : count + " " + created_card_text(*made, true)) + ".";
      }
      // The created card's title from its id ("asp-warrior": "Asp Warrior").
      const std::string title = title_of(e.creates);
      return std::string(you ? "Create " : capitalize(who) + " creates ") + (one ? filter_article(title) : amt + " " + title) +
             (one ? " Personality" : " Personalities") + " at home.";
    }
    case Op::CopyClock:
      return "Choose a face-up Clock card in the Clock discard pile: this card has its traits and abilities "
             "(each at its own number) while this card is in play.";
    case Op::DiscardClock:
      return e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1
                 ? "Discard the top card of the Clock deck."
                 : "Discard " + amt + " cards from the top of the Clock deck.";
    case Op::GainPolitical: return "The Rokugani gain " + amt + " Political tokens.";
    case Op::DiscardFromHand:
    case Op::DiscardRandom: {
      const bool one = e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1;
      const std::string what = (one ? std::string("a") : amt) + (e.op == Op::DiscardRandom ? " random" : "") +
                               (one ? " card" : " cards");
      return you ? "Discard " + what + "." : capitalize(who) + " discards " + what + ".";
    }
    case Op::Recruit:
      return "Recruit " + who + (e.amount.kind == Amount::Kind::Fixed && e.amount.value == 0
                                     ? std::string()
                                     : " for " + amt + " less Gold") +
             (e.refill_face_up ? " and refill its Province face-up" : "") +
             (e.proclaim ? " and Proclaim " + (e.subject == Ref::Target ? std::string("him") : who) : "") +
             (e.ignore_honor_requirement ? ", ignoring his Honor Requirement" : "") + ".";
    case Op::RecruitFromOutside: return "Recruit " + title_of(e.creates) + " from outside the game.";
    case Op::RefillFaceUp: return "Refill the Province " + ref_text(e.subject) + " came from face-up.";
    case Op::Search:
      if (e.finds_any && !e.creates.empty())
        return std::string(e.subject != Ref::You ? capitalize(ref_text(e.subject)) + " searches his" : "Search your") +
               " Fate discard pile and Fate deck for " + title_of(e.creates) + ", show it and put it into " +
               (e.subject != Ref::You ? "his" : "your") + " hand" + (e.may ? " (or take nothing)." : ".");
      if (e.finds_any && e.to_discard)
        return std::string(you ? "Search your Fate deck for " : capitalize(who) + " searches his Fate deck for ") +
               out_of_play_kind(*e.finds_any) + " and put it into " + (you ? "your" : "his") +
               " discard pile, then shuffle the deck.";
      if (e.finds_any) {
        const Filter& kind = *e.finds_any;
        auto kind_text = [&kind]() { return out_of_play_kind(kind); };
        const bool deck_only = e.finds_any->zone == Filter::Zone::FateDeck;
        if (e.subject != Ref::You)  // another player searches his own piles
          return capitalize(ref_text(e.subject)) + (e.may ? " may search" : " searches") +
                 (deck_only ? " his Fate deck" : " his Fate deck and Fate discard pile") + " for " +
                 kind_text() + ", show it and put it into his hand" +
                 (e.may ? " (or take nothing)." : ".");
        return std::string(deck_only ? "Look through your Fate deck"
                                     : "Search your Fate deck and Fate discard pile") +
               " for " +
               (kind.types == 0 && kind.keywords.empty() && kind.any_keywords.empty() &&
                        kind.not_keywords.empty() && kind.unique == Filter::Tri::Any
                    ? std::string("any card")
                    : kind_text()) +
               ", show it and put it into your hand" +
               (deck_only ? ", then shuffle the deck." : ".");
      }
      return "Search your Fate deck for " + title_of(e.creates) + ", show it and put it into your hand.";
    case Op::AttackStrength:
      return "Give each of the interrupted action's " + attacks_text(e.attacks) + " " +
             signed_num(e.amount.value * e.amount.times + e.amount.plus) + " strength.";
    case Op::PlayTerrain: return "Put this Terrain into play at the current battlefield.";
    case Op::PlaySelf: return "Put this card into play from your hand.";
    case Op::PlayKata:
      return "This Kata enters play at your home; your other Kata in play are discarded.";
    case Op::DiscardHand: return you ? "Discard your hand." : capitalize(who) + " discards his hand.";
    case Op::ShowHand:
      return you ? "Show your hand to all players." : capitalize(who) + " shows his hand to all players.";
    case Op::LookAtTop: {
      const std::string your = you ? "your" : "his";
      const bool fixed = e.amount.kind == Amount::Kind::Fixed;
      std::string t = (you ? "Look at " : capitalize(who) + " looks at ") +
                      (fixed ? your + " Fate deck's top " + amt + " cards."
                             : "as many cards from " + your + " Fate deck's top as " + amt + ".");
      // Every card placed: nothing is left on top to speak of.
      const bool none_left = fixed && e.max_cards < 99 && e.min_cards == e.max_cards &&
                             e.to_hand + e.max_cards >= e.amount.value * e.amount.times + e.amount.plus;
      if (e.to_hand == 0 && e.max_cards == 0)
        return t + (e.any_order ? " Put them back on top in any order." : "");
      if (e.to_hand > 0)
        t += " Put " + std::to_string(e.to_hand) + " of them into " + your + " hand.";
      const std::string them = e.to_hand > 0 ? "of the others" : "of them";
      if (e.max_cards >= 99 && e.min_cards == 0)
        t += " Put any number " + them + " on the bottom of " + your + " Fate deck, in any order.";
      else if (e.max_cards >= 99)
        t += " Put at least " + std::to_string(e.min_cards) + " " + them + " on the bottom of " + your +
             " Fate deck, in any order.";
      else if (e.max_cards > 0 && e.min_cards == e.max_cards)
        t += " Put " + std::to_string(e.max_cards) + " " + them + " on the bottom of " + your +
             " Fate deck, in any order.";
      else if (e.max_cards > 0 && e.min_cards == 0)
        t += " You may put up to " + std::to_string(e.max_cards) + " " + them + " on the bottom of " + your +
             " Fate deck, in any order.";
      else if (e.max_cards > 0)
        t += " Put " + std::to_string(e.min_cards) + " to " + std::to_string(e.max_cards) + " " + them +
             " on the bottom of " + your + " Fate deck, in any order.";
      if (!none_left)
        t += e.any_order ? " Put the rest back on top in any order." : " Leave the rest on top as they were.";
      return t;
    }
    case Op::ShowTopDraw:
      return std::string(you ? "Show the top card of your Fate deck" : capitalize(who) + " shows the top card of his Fate deck") +
             ": if its Focus Value is lower than " + amt + ", " + (you ? "draw it" : "he draws it") +
             "; otherwise put it on the bottom of the deck.";
    case Op::BanishFromDiscard:
      return std::string(you ? "Banish " : capitalize(who) + " banishes ") +
             (e.min_cards == e.max_cards ? std::to_string(e.max_cards)
                                         : std::to_string(e.min_cards) + " to " + std::to_string(e.max_cards)) +
             " cards of " + (you ? "your" : "his") + " Fate discard pile (remove them from the game).";
    case Op::NoMovePersonalities: return "The action cannot move Personalities.";
    case Op::NegateMove:
      return "The action cannot move " + who + (e.into_attacking_army ? " into an attacking army." : ".");
    case Op::FromDiscardToHand:
      return std::string(you ? "Put " : capitalize(who) + " puts ") + out_of_play_kind(*e.finds_any) +
             (you ? " from your Fate discard pile into your hand" : " from his Fate discard pile into his hand") +
             " (if there is one).";
    case Op::GiveKeyword:
      return (e.until == Until::Permanent ? "Permanently give " : "Give ") + who + " " + e.keyword +
             until_text(e.until) + ".";
    case Op::ChiMinimum:
      return "Until the end of the turn, " + who + "'s Chi cannot go below " + amt + ".";
    case Op::NegateAttacks: return "The interrupted action's " + attacks_text(e.attacks) + " do nothing.";
    case Op::FearDestroysBowed: return "Each card the interrupted action's Fear effects bow is then destroyed.";
    case Op::RemoveAllAbilities:
    case Op::RemoveAbilities: {
      const std::string cards = e.among ? filter_text(*e.among, false, true) : std::string("cards");
      if (e.op == Op::RemoveAllAbilities)
        return "Choose " + amt + " " + cards + ": until your next turn begins, they have no abilities.";
      return "Choose " + amt + " abilities of " + cards + ": until your next turn begins, they cannot be used.";
    }
    case Op::AdditionalActions: {
      const std::string n = e.amount.kind == Amount::Kind::Fixed && e.amount.value == 1 && e.amount.plus == 0
                                ? std::string("an additional action")
                                : amt + " additional actions";
      const std::string take = e.subject == Ref::You ? std::string("Take ") : capitalize(who) + " may take ";
      return take + n + (e.same_target ? " that must target the same card." : ".");
    }
    case Op::FirstBattleAction:
      if (e.from_unit)
        return (you ? std::string("You act") : capitalize(who) + " acts") +
               " first in this battle's Combat segment: pass, or take an action from a card in a unit.";
      return you ? "You act first in this battle's Combat segment."
                 : capitalize(who) + " acts first in this battle's Combat segment.";
    case Op::HandBeforeTurnEnds:
      return "Before the turn ends, " + who + " returns from the discard pile to its owner's hand.";
    case Op::AttachSelf: return "Attach this card to " + who + ", ignoring costs.";
    case Op::GiveTokens: {
      const bool one = e.amount.kind == Amount::Kind::Fixed && e.amount.value * e.amount.times + e.amount.plus == 1;
      const std::string tok = token_text(e.token);
      // A player gets tokens ("you get an Influence token").
      const bool player = e.subject == Ref::You || e.subject == Ref::TargetPlayer || e.subject == Ref::EachEnemy ||
                          e.subject == Ref::CausePlayer || e.subject == Ref::Attacker;
      if (player) {
        const bool plural_who = e.subject == Ref::You || e.subject == Ref::EachEnemy;
        return capitalize(who) + (plural_who && e.subject == Ref::You ? " get " : " gets ") +
               (one ? filter_article(tok) : amt + " " + tok + "s") + ".";
      }
      if (one) return "Give " + who + " " + filter_article(tok) + ".";
      return "Give " + who + " " + amt + " " + tok + "s.";
    }
    case Op::RemoveTokens: {
      const bool one = e.amount.kind == Amount::Kind::Fixed && e.amount.value * e.amount.times + e.amount.plus == 1;
      const std::string tok = e.any_token || e.token.name.empty() ? "token" : e.token.name + " token";
      return "Remove " + (one ? filter_article(tok) : amt + " " + tok + "s") + " from " + who + ".";
    }
    case Op::RedirectTarget: return "The interrupted action now targets the target in place of its own first target, if it legally could.";
    case Op::CopyAbility:
      return capitalize(who) + " gains a copy of one of the target's abilities (not one that copies) until the "
             "end of the turn.";
    // Imperative, like the other effects, so that "you may" and "his
    // controller may" read before it.
    case Op::Seppuku: return "Have " + who + " commit seppuku (rehonor, then destroy; this cannot be negated).";
    case Op::TakeFavor: return you ? "Take the Imperial Favor." : capitalize(who) + " takes the Imperial Favor.";
    case Op::NegateAction: return "Negate the action.";
    case Op::NegateFear: return "Negate the action's Fear effects.";
    case Op::Choose: {
      // A list's effects as one clause ("bow him, then draw a card"); after
      // a bow of a card picked as it resolves, the rest needs it bowed.
      const auto clause = [](const std::vector<Effect>& list) {
        std::string out;
        for (std::size_t i = 0; i < list.size(); ++i) {
          std::string o = lower_first(effect_text(list[i]));
          if (!o.empty() && o.back() == '.') o.pop_back();
          if (i > 0) out += i == 1 && list[0].op == Op::Bow && list[0].among ? ", then, if it bowed, " : ", then ";
          out += o;
        }
        return out;
      };
      // Two lists, one empty: "you may ...".
      if (e.choices.size() == 2 && (e.choices[0].empty() != e.choices[1].empty())) {
        const std::vector<Effect>& all = e.choices[0].empty() ? e.choices[1] : e.choices[0];
        if (all.size() > 1) {  // several effects: all of them or none
          const bool theirs = e.subject == Ref::TargetController || e.subject == Ref::Target2Controller;
          return (theirs ? capitalize(ref_text(e.subject)) : std::string("You")) +
                 " may do all of this, or none of it: " + clause(all) + ".";
        }
        // "You may make a Ranged 2 Attack"; an effect's own "If ..." comes
        // first ("If the target is ..., you may make ...").
        std::string cond;
        Effect one = all[0];
        if (all.size() == 1 && one.condition && one.delay == Delay::None && !one.after_it_resolves) {
          cond = "If " + condition_text(*one.condition) + ", ";
          one.condition.reset();
        }
        const bool attack = all.size() == 1 && (one.op == Op::RangedAttack || one.op == Op::MeleeAttack);
        std::string o = attack             ? "make a " + effect_text(one)
                        : all.size() == 1 && one.op == Op::Fear ? "use " + effect_text(one)
                        : cond.empty()     ? lower_first(effects_text(all))
                                           : lower_first(effect_text(one));
        if (e.subject == Ref::TargetController || e.subject == Ref::Target2Controller)
          return cond + (cond.empty() ? capitalize(ref_text(e.subject)) : ref_text(e.subject)) + " may " + o;
        return cond + (cond.empty() ? "You" : "you") + " may " + o;
      }
      // An option of several effects reads as one clause ("bow him, then
      // draw a card"), so that no effect seems to stand outside the choice.
      std::vector<std::string> options;
      for (const auto& c : e.choices) options.push_back(c.empty() ? "nothing" : clause(c));
      const bool theirs = e.subject == Ref::TargetController || e.subject == Ref::Target2Controller;
      // "only_possible": the lists that would do nothing are not offered.
      std::string s = (theirs   ? capitalize(ref_text(e.subject)) + " chooses one: "
                       : e.only_possible ? std::string("Choose one that does something: ")
                               : std::string("Choose one: ")) +
                      join(options, "; or ");
      if (!s.empty() && s.back() == '.') s.pop_back();
      return s + ".";
    }
    case Op::Duel: {
      // The target that challenges meets the second target.
      const std::string challenged = e.subject == Ref::Target ? "the second target" : "the target";
      std::string s = e.duel.reverse ? capitalize(challenged) + " challenges " + who
                                     : capitalize(who) + " challenges " + challenged;
      if (e.duel.force) s += " to a duel of Force";
      if (e.duel.personal_honor) s += " to a duel of Personal Honor";
      s += ".";
      if (e.duel.must_focus) s += " No player may strike before he has focused, unless he cannot focus.";
      if (e.duel.refusable) {
        s += e.duel.refusable_if_unbowed ? " If the challenged Personality is unbowed, the challenge may be refused"
                                         : " The challenge may be refused";
        s += e.duel.refuse_honor ? " by losing " + std::to_string(e.duel.refuse_honor) + " Honor." : ".";
      }
      if (!e.refused.empty()) s += " On a refusal: " + lower_first(effects_text(e.refused));
      switch (e.duel.loser) {
        case DuelSpec::Loser::Destroy: s += " Destroy the loser."; break;
        case DuelSpec::Loser::Bow: s += " Bow the loser."; break;
        case DuelSpec::Loser::Dishonor: s += " Dishonor the loser."; break;
        case DuelSpec::Loser::None: break;
      }
      if (e.duel.winner_honor) s += " The winner's player gains " + std::to_string(e.duel.winner_honor) + " Honor.";
      return s;
    }
  }
  return "?";
}

}  // namespace

std::string token_text(const TokenSpec& t) {
  std::vector<std::string> stats;
  auto add = [&](int v, const char* suffix) {
    if (v) stats.push_back(signed_num(v) + suffix);
  };
  add(t.force, "F");
  add(t.chi, "C");
  add(t.personal_honor, "PH");
  add(t.gold_production, "GP");
  add(t.province_strength, " strength");
  std::string s = join(stats, "/");
  if (!t.name.empty()) s += (s.empty() ? "" : " ") + t.name;
  return s + (s.empty() ? "token" : " token");
}

std::string amount_text(const Amount& a) {
  std::string base;
  switch (a.kind) {
    case Amount::Kind::Fixed: {
      const int v = a.value * a.times + a.plus;
      std::string fixed = std::to_string(a.minimum && *a.minimum > v ? *a.minimum : v);
      for (const auto& [n, cond] : a.bonus_when)  // a Fear with a bonus when a condition holds
        if (cond) fixed += ", " + signed_num(n) + " if " + condition_text(*cond);
      if (a.minus) fixed += " minus " + amount_text(*a.minus);
      if (a.add) fixed += " plus " + amount_text(*a.add);
      return fixed;
    }
    case Amount::Kind::Force: base = possessive(a.of) + " Force"; break;
    case Amount::Kind::Chi: base = possessive(a.of) + " Chi"; break;
    case Amount::Kind::PersonalHonor: base = possessive(a.of) + " Personal Honor"; break;
    case Amount::Kind::GoldCost: base = possessive(a.of) + " Gold Cost"; break;
    case Amount::Kind::PrintedForce: base = possessive(a.of) + " printed Force"; break;
    case Amount::Kind::HomeForce:
      base = (a.of == Ref::You ? std::string("your") : possessive(a.of)) + " total Force of all units at home";
      break;
    case Amount::Kind::FocusOfDiscarded: base = "the discarded card's Focus Value"; break;
    case Amount::Kind::Rank: base = "Rank"; break;
    case Amount::Kind::GoldPaid: base = "the Gold paid"; break;
    case Amount::Kind::Banished: base = "the number of cards banished"; break;
    case Amount::Kind::LargestOtherHand: base = "the number of cards in the largest other hand"; break;
    case Amount::Kind::SmallestOtherHand: base = "the number of cards in the smallest other hand"; break;
    case Amount::Kind::Tokens:
      base = "the number of " + (a.token.empty() ? std::string() : a.token + " ") + "tokens on " + ref_text(a.of);
      break;
    case Amount::Kind::TargetsChosen:
      base = std::string("the number of ") + (a.of == Ref::Target2 ? "second targets" : "targets");
      break;
    case Amount::Kind::Count:
      base = "the number of " + (a.count ? filter_text(*a.count, false, true) : std::string("cards")) +
             (a.count && a.count->in_this_unit ? "" : " in play");
      break;
  }
  if (a.half_up) base = "half " + base + ", rounded up";
  if (a.times != 1) base = std::to_string(a.times) + " times " + base;
  if (a.plus > 0) base += " plus " + std::to_string(a.plus);
  if (a.plus < 0) base += " minus " + std::to_string(-a.plus);
  if (a.bonus) base += " (" + signed_num(a.bonus) + " if you chose " + ref_text(a.bonus_if) + ")";
  for (const auto& [n, cond] : a.bonus_when)
    if (cond) base += ", " + signed_num(n) + " if " + condition_text(*cond);
  if (a.minus) base += " minus " + amount_text(*a.minus);  // "the difference"
  if (a.add) base += " plus " + amount_text(*a.add);
  if (a.minimum) base += " (minimum " + std::to_string(*a.minimum) + ")";
  return base;
}

std::string target_text(const TargetSpec& t) {
  if (t.player) return "target player";
  std::string s = "target " + filter_text(t.filter, false);
  if (t.count) {
    const Amount& n = *t.count;
    std::string how;
    if (n.kind == Amount::Kind::Fixed && n.bonus) {
      // "one, or two if you chose the target".
      const int base = n.value * n.times + n.plus;
      how = std::to_string(base) + " (" + std::to_string(base + n.bonus) + " if you chose " + ref_text(n.bonus_if) + ")";
    } else if (n.kind == Amount::Kind::Fixed) {
      const int most = n.value * n.times + n.plus;
      how = t.min_count == most ? std::to_string(most)
            : t.min_count == 1 && most == 2 ? "one or two"
            : t.min_count == 1 && most >= 9 ? "one or more"
            : t.min_count > 1 && most >= 9  ? std::to_string(t.min_count) + " or more"
                                            : "up to " + std::to_string(most);
    } else {
      how = "up to " + amount_text(n);
    }
    s = "target " + how + (t.filter.controller == Filter::Side::You || t.filter.controller == Filter::Side::Other ? " of " : " ") + filter_text(t.filter, false, true);
    if (t.total_force) s += " whose total Force is at most " + amount_text(*t.total_force);
    if (t.total_gold_cost) s += " whose total Gold Cost is at most " + amount_text(*t.total_gold_cost);
    if (t.different_clans) s += ", each with a different Clan Alignment";
  }
  if (t.optional) s = "you may " + s;
  // "Choose your performing X": chosen, not targeted (CR20F "Targeting").
  if (t.chosen) s = "choose " + filter_text(t.filter, true) + " without targeting";
  return s;
}

std::string filter_text(const Filter& f, bool with_article) { return filter_text(f, with_article, false); }

std::string filter_text(const Filter& f, bool with_article, bool many) {
  if (f.this_card) return "this card";  // the trait's own card, whatever else is said
  std::vector<std::string> pre;
  if (f.controller == Filter::Side::You) pre.push_back("your");
  if (f.controller == Filter::Side::Enemy) pre.push_back("enemy");
  if (f.controller == Filter::Side::Other) pre.push_back("another player's");
  if (f.not_self) pre.push_back("other");  // "your other Crane Clan Personalities"
  if (f.bowed == Filter::Tri::Yes) pre.push_back("bowed");
  if (f.bowed == Filter::Tri::No) pre.push_back("unbowed");
  if (f.opposed == Filter::Tri::Yes) pre.push_back("opposed");
  if (f.attacking == Filter::Tri::Yes) pre.push_back("attacking");
  if (f.defending == Filter::Tri::Yes) pre.push_back("defending");
  if (f.dishonorable == Filter::Tri::Yes) pre.push_back("dishonorable");
  if (f.dishonorable == Filter::Tri::No) pre.push_back("honorable");
  if (f.unique == Filter::Tri::Yes) pre.push_back("Unique");
  if (f.unique == Filter::Tri::No) pre.push_back("non-Unique");
  // "Human" is what is not Nonhuman.
  for (auto& k : f.not_keywords) pre.push_back(k == "Nonhuman" ? "Human" : "non-" + k);
  const bool terrain = (f.types & (1u << static_cast<int>(CardType::Strategy))) && f.zone == Filter::Zone::InPlay;
  for (auto& k : f.keywords)
    if (!(terrain && k == "Terrain")) pre.push_back(k);
  if (!f.any_keywords.empty()) pre.push_back(join(f.any_keywords, " or "));
  // "a Battle Strategy": named by the designators of its actions.
  std::vector<std::string> acts;
  for (auto [bit, word] : {std::pair<int, const char*>{kLimited, "Limited"}, {kOpen, "Open"}, {kEngage, "Engage"},
                           {kBattle, "Battle"}, {kInterrupt, "Interrupt"}, {kDynasty, "Dynasty"}})
    if (f.designators & bit) acts.push_back(word);
  if (!acts.empty()) pre.push_back(join(acts, " or "));
  std::string s = join(pre, " ");
  if (!pre.empty()) s += " ";
  // A Pearl Strategy stays in play as a Strategy, not a Terrain (the Naga's
  // created Strategies).
  bool pearl = false;
  for (auto& k : f.keywords) pearl = pearl || (k == "Pearl" && f.types == (1u << static_cast<int>(CardType::Strategy)));
  s += types_text(f.types, f.attack_target, many, f.zone == Filter::Zone::InPlay && !pearl);
  if (with_article && !many && f.controller != Filter::Side::You && f.controller != Filter::Side::Other) {
    // "a Unique", "a one-": the sound, not the letter, decides.
    const bool vowel = std::string("aeiouAEIOU").find(s[0]) != std::string::npos &&
                       s.rfind("Uni", 0) != 0 && s.rfind("uni", 0) != 0 && s.rfind("one", 0) != 0;
    s = s.rfind("other ", 0) == 0 ? "an" + s : (vowel ? "an " : "a ") + s;  // "another"
  }
  std::vector<std::string> post;
  switch (f.location) {
    case Filter::Where::Home: post.push_back("at home"); break;
    case Filter::Where::CurrentBattlefield:
      post.push_back(f.controller == Filter::Side::Enemy ? "in the current enemy army" : "at the current battlefield");
      break;
    case Filter::Where::EnemyArmy: post.push_back("in the current enemy army"); break;
    case Filter::Where::Anywhere: post.push_back("at any location"); break;
    case Filter::Where::SameAsSelf: post.push_back("at this location"); break;
    case Filter::Where::AnyBattlefield: post.push_back("at any battlefield"); break;
    case Filter::Where::ThisArmy: post.push_back("in this card's army"); break;
    case Filter::Where::OpposingArmy: post.push_back("in the army opposing this card"); break;
    case Filter::Where::Any: break;
  }
  if (!f.title.empty()) post.push_back("titled " + f.title);
  if (f.your_clan) post.push_back("with your Clan Alignment");
  if (f.interrupted_target) post.push_back("that the interrupted action targets");
  if (f.in_this_unit) post.push_back("in this card's unit");
  if (f.in_former_unit) post.push_back("in this card's former unit");
  if (f.attached_to_target == 1) post.push_back("attached to the target");
  if (f.attached_to_target == 2) post.push_back("attached to the second target");
  if (f.cavalry_unit == Filter::Tri::Yes) post.push_back("in a Cavalry unit");
  if (f.cavalry_unit == Filter::Tri::No) post.push_back("not in a Cavalry unit");
  if (f.would_be_opposed == Filter::Tri::Yes) post.push_back("who would be opposed at the current battlefield");
  if (f.would_be_opposed == Filter::Tri::No) post.push_back("who would not be opposed at the current battlefield");
  if (f.won_duel_this_turn == Filter::Tri::Yes) post.push_back("who won a duel this turn");
  if (f.won_duel_this_turn == Filter::Tri::No) post.push_back("who has not won a duel this turn");
  if (f.lobbied_this_turn) post.push_back("who Lobbied this turn");
  if (f.outnumbered) post.push_back("whose army has fewer units than the enemy army");
  if (f.outnumbers) post.push_back("whose army has more units than the enemy army");
  if (!f.cast_this_turn.empty())
    post.push_back(f.cast_this_turn == "Spell" ? "who has cast a Spell this turn"
                                               : "who has cast a Spell with the " + f.cast_this_turn +
                                                     " keyword this turn");
  if (f.zone == Filter::Zone::Province) post.push_back("in a Province");
  if (f.zone == Filter::Zone::Discard && f.dead == Filter::Tri::Yes)
    post.push_back("that is dead (not discarded) in a discard pile");
  else if (f.zone == Filter::Zone::Discard && f.dead == Filter::Tri::No)
    post.push_back("that is discarded (not dead) in a discard pile");
  else if (f.zone == Filter::Zone::Discard) post.push_back("in a discard pile");
  if (f.zone == Filter::Zone::DynastyDeckOrDiscard) post.push_back("found in your Dynasty deck or discard pile");
  if (f.zone == Filter::Zone::FateDeckOrDiscard) post.push_back("found in your Fate deck or discard pile");
  if (f.zone == Filter::Zone::FateDeck) post.push_back("found in your Fate deck");
  if (f.has_followers == Filter::Tri::No && !f.attack_target) post.push_back("without Followers");
  if (f.has_attachments == Filter::Tri::No) post.push_back("without attachments");
  if (f.targeted_by_this) post.push_back("that the action putting this card into play targeted");
  if (f.other_location) post.push_back("at a location other than the target's");
  if (f.duel_challenger) post.push_back("that challenged in this action's duel");
  if (f.battle_action) post.push_back("while this is a Battle action");
  if (f.lowest)
    post.push_back(std::string("with the lowest ") +
                   (*f.lowest == StatCompare::Which::Force ? "Force"
                    : *f.lowest == StatCompare::Which::Chi ? "Chi"
                                                           : "Personal Honor") +
                   " among such cards (any of them, on a tie)");
  if (f.has_attached) post.push_back("with a " + types_text(f.has_attached, false));
  if (!f.attached_keywords.empty()) post.push_back("carrying " + filter_article(join(f.attached_keywords, " ")));
  if (!f.no_attached_keywords.empty()) post.push_back("carrying no " + join(f.no_attached_keywords, " or "));
  // The format's "host": the Personality the card is attached to.
  if (f.host) post.push_back("attached to " + filter_text(*f.host, true));
  if (f.attached) {
    // "a Gaijin or Peasant Weapon": the either-keywords before the others.
    const Filter& kind = *f.attached;
    if (!kind.any_keywords.empty() && !kind.keywords.empty() && !kind.types && kind.not_keywords.empty())
      post.push_back("carrying " + filter_article(join(kind.any_keywords, " or ") + " " + join(kind.keywords, " ")));
    else
      post.push_back("carrying " + filter_text(kind, true));
  }
  if (f.none_attached) post.push_back("carrying no " + filter_text(*f.none_attached, false));
  if (!f.any_of.empty()) {
    // "either an attacking card or a Ninja card".
    std::vector<std::string> alts;
    for (const auto& alt : f.any_of) {
      // "unless you control a Shugenja": an alternative that is only a
      // condition of the game.
      Filter rest = *alt;
      rest.holds.reset();
      const bool only_holds = alt->holds && filter_text(rest, false) == filter_text(Filter{}, false);
      alts.push_back(only_holds ? "any card if " + condition_text(*alt->holds) : filter_text(*alt, true));
    }
    post.push_back("that is either " + join(alts, " or "));
  }
  if (f.has_attachments == Filter::Tri::Yes) post.push_back("with attachments");
  if (f.has_token) post.push_back(f.has_token->empty() ? "with a token" : "with " + filter_article(*f.has_token + " token"));
  if (f.holds) post.push_back("while " + condition_text(*f.holds));
  for (const StatCompare& c : f.stats) {
    if (c.stat == StatCompare::Which::ControllerHoldings) {
      const std::string n = amount_text(c.amount);
      const char* how = c.op == StatCompare::Op::AtLeast    ? " or more"
                        : c.op == StatCompare::Op::AtMost   ? " or fewer"
                                                            : "";
      const std::string lead = c.op == StatCompare::Op::LowerThan    ? "fewer than "
                              : c.op == StatCompare::Op::HigherThan ? "more than "
                              : c.op == StatCompare::Op::EqualTo    ? "exactly "
                                                                    : "";
      post.push_back("controlled by a player with " + lead + n + how + " Holdings in play");
      continue;
    }
    const char* stat = c.stat == StatCompare::Which::Force ? "Force"
                       : c.stat == StatCompare::Which::Chi ? "Chi"
                       : c.stat == StatCompare::Which::PersonalHonor ? "Personal Honor"
                       : c.stat == StatCompare::Which::UnitCards ? "a number of cards in his unit"
                       : c.stat == StatCompare::Which::UnitForce ? "a total unit Force"
                       : c.stat == StatCompare::Which::GoldProduction ? "Gold Production"
                       : c.stat == StatCompare::Which::PrintedForce ? "printed Force"
                                                                  : "Gold Cost";
    const std::string n = amount_text(c.amount);
    switch (c.op) {
      case StatCompare::Op::AtMost: post.push_back(std::string("with ") + stat + " " + n + " or lower"); break;
      case StatCompare::Op::AtLeast: post.push_back(std::string("with ") + stat + " " + n + " or higher"); break;
      case StatCompare::Op::LowerThan: post.push_back(std::string("with ") + stat + " lower than " + n); break;
      case StatCompare::Op::HigherThan: post.push_back(std::string("with ") + stat + " higher than " + n); break;
      case StatCompare::Op::EqualTo: post.push_back(std::string("with ") + stat + " equal to " + n); break;
    }
  }
  if (!post.empty()) s += " " + join(post, ", ");
  return s;
}

namespace {

// A group of targets is "the targets" ("Bow the targets.").
std::string group_targets_plural(const Ability& a, std::string said) {
  for (std::size_t i = 0; i < a.targets.size(); ++i) {
    if (!a.targets[i].count) continue;
    const std::string one = i == 0 ? "the target" : "the second target";
    for (std::size_t at = said.find(one); at != std::string::npos; at = said.find(one, at + one.size())) {
      const std::size_t end = at + one.size();
      if (said.compare(end, 7, "'s unit") == 0) {
        said.replace(end, 7, "s' units");
        continue;
      }
      if (end < said.size() && (said[end] == 's' || said[end] == '\'')) continue;
      said.insert(end, "s");
    }
  }
  return said;
}

// An ability's keywords ("Tireless", "Political"), as its header says them.
std::vector<std::string> keywords_of(const Ability& a) {
  std::vector<std::string> kws;
  static const std::pair<AbilityKw, const char*> kKw[] = {
      {kTireless, "Tireless"}, {kRepeatable, "Repeatable"}, {kAbsent, "Absent"},
      {kHomeKw, "Home"}, {kUnstoppable, "Unstoppable"}};
  for (auto& d : a.descriptive) kws.push_back(d);
  for (auto& [bit, name] : kKw)
    if (a.keywords & bit) kws.push_back(name);
  return kws;
}

// ", Bow, 2 Gold": the costs after the header's designators.
std::string costs_text(const Ability& a) {
  std::string head;
  for (const Cost& c : a.costs) {
    switch (c.kind) {
      case CostKind::BowSelf:
        head += c.amount > 0 ? ", Bow or " + std::to_string(c.amount) + " Gold" : std::string(", Bow");
        break;
      case CostKind::BowThisPersonality: head += ", bow this Personality"; break;
      case CostKind::BowStronghold: head += ", bow your Stronghold"; break;
      case CostKind::Gold: head += ", " + std::to_string(c.amount) + " Gold"; break;
      case CostKind::GoldUpTo:
        head += c.amount == 0 ? std::string(", X Gold (any amount)") : ", any Gold up to " + std::to_string(c.amount);
        break;
      case CostKind::DiscardCard:
        if (!c.kinds.empty()) {  // "discard a Kiho card or a Spell" from the hand
          std::vector<std::string> kinds;
          for (const Filter& f : c.kinds) kinds.push_back(filter_text(f, true));
          head += ", discard " + join(kinds, " or ") + " from your hand";
          break;
        }
        head += c.amount == 1 ? ", discard a card" : ", discard " + std::to_string(c.amount) + " cards";
        break;
      case CostKind::LoseHonor: head += ", lose " + std::to_string(c.amount) + " Honor"; break;
      case CostKind::DestroySelf: head += ", destroy this card"; break;
      case CostKind::DiscardFavor: head += ", discard the Imperial Favor"; break;
      case CostKind::PoliticalPerRank:
        head += ", discard " + std::to_string(c.amount) + " times Rank Political tokens";
        break;
      case CostKind::GoldOfRecruit: head += ", * Gold (the Recruited card's cost)"; break;
      case CostKind::RemoveToken:
        head += ", remove " + (c.token.empty() ? std::string("a token") : filter_article(c.token + " token")) +
                " from this card";
        break;
      case CostKind::BowCard: head += ", bow " + filter_text(*c.card, false); break;
      case CostKind::DestroyCard: head += ", destroy " + filter_text(*c.card, false); break;
      case CostKind::DiscardHand: head += ", discard every card in your hand (none is fine)"; break;
    }
  }
  return head;
}

}  // namespace

std::string ability_text(const Ability& a) {
  std::vector<std::string> kws = keywords_of(a);
  std::vector<std::string> des;
  for (auto& [bit, name] : kDes)
    if (a.designators & bit) des.push_back(name);
  std::string head = join(kws, " ");
  if (!head.empty()) head += " ";
  head += join(des, "/");
  head += costs_text(a);
  if (a.threat) head = std::to_string(a.threat) + " - " + head;
  if (a.each_player) head = "Each Rokugani player has: " + head;
  std::string body;
  if (a.per_turn) body += capitalize(amount_text(*a.per_turn)) + " times per turn. ";
  if (a.interrupting) body += "Only if " + condition_text(*a.interrupting) + ". ";
  if (a.requires_your_turn) body += "Only on your turn. ";
  if (a.requires_not_your_turn) body += "Only when it is not your turn. ";
  if (a.requires_no_terrain_here) body += "Only while no Terrain is at the current battlefield. ";
  if (a.requires_your_action) body += "Only to an action you take. ";
  if (a.requires_others_action) body += "Only to another player's action. ";
  if (!a.interrupts_keyword.empty()) body += "Only to " + filter_article(a.interrupts_keyword) + " action. ";
  if (a.interrupts_own_entry)
    body += "Only to the action that brings this card into play (from its Province); what waits for that action "
            "happens only if this card is then in play. ";
  if (a.interrupts) {
    std::vector<std::string> kinds;
    for (auto& [bit, name] : kDes)
      if (a.interrupts & bit) kinds.push_back(name);
    body += "Only to " + filter_article(join(kinds, " or ")) + " action. ";
  }
  if (a.interrupts_attacks) {
    // Any one of the kinds will do ("with Melee Attacks or Ranged Attacks").
    std::string kinds = attacks_text(a.interrupts_attacks);
    if (const auto at = kinds.rfind(" and "); at != std::string::npos) kinds.replace(at, 5, " or ");
    body += "Only to an action with " + kinds + ". ";
  }
  if (a.discard_to_use)
    body = "You may discard this card from your hand to use this ability without its costs. " + body;
  // A lone implicit attack target is part of the attack's own wording.
  const bool implicit = a.targets.size() == 1 && a.targets[0].filter.attack_target &&
                        a.targets[0].filter.types == 0 && a.targets[0].filter.stats.empty() &&
                        a.targets[0].filter.keywords.empty() && a.targets[0].filter.any_keywords.empty() &&
                        a.targets[0].filter.not_keywords.empty();
  if (!implicit)
    for (std::size_t i = 0; i < a.targets.size(); ++i)
      body += capitalize(target_text(a.targets[i])) +
              (a.targets[i].count ? (i == 0 ? " (the targets). " : " (the second targets). ")
                                  : (i == 0 ? " (the target). " : " (the second target). "));
  std::vector<std::string> effs;
  for (const Effect& e : a.effects) effs.push_back(effect_text(e));
  std::string said = join(effs, " ");
  // An "If" that starts the effects.
  if (a.condition) said = "If " + condition_text(*a.condition) + ", " + lower_first(said);
  body += group_targets_plural(a, said);
  if (a.unpreventable) body += " None of this can be prevented.";
  return head + ": " + body;
}

std::string trait_text(const Trait& t) {
  const std::string who = t.subject == Ref::Self ? "This card" : "This Personality";
  const std::string num = t.threat ? std::to_string(t.threat) + " - " : "";
  if (t.kind == Trait::Kind::Rank) return num + "Rank is increased by " + std::to_string(t.amount) + ".";
  if (t.kind == Trait::Kind::Keyword && t.each)
    return num + capitalize(filter_text(*t.each, false, true)) + " have " + t.keyword + ".";
  if (t.kind == Trait::Kind::Keyword)
    return num + who + " has " + t.keyword +
           (t.condition ? " while " + condition_text(*t.condition) : std::string()) + ".";
  if (t.kind == Trait::Kind::RecruitOpen) return num + "Recruiting is also an Open action for you.";
  if (t.kind == Trait::Kind::ExtraCycle) return num + "You may Cycle once more this turn, whichever turn it is.";
  if (t.kind == Trait::Kind::ExtraCyclePerGame) return num + "Once per game, you may Cycle one more time, on any turn.";
  if (t.kind == Trait::Kind::ExtraCycleFirstTurn) return num + "On your first turn, you may Cycle a second time.";
  if (t.kind == Trait::Kind::OncePerGameGold)
    return num + "Once per game, as you pay a cost, you may produce " + std::to_string(t.amount) +
           " Gold without bowing a card.";
  if (t.kind == Trait::Kind::ProvinceStrength) return num + "The strength of each of your Provinces changes by " + signed_num(t.amount) + ".";
  if (t.kind == Trait::Kind::FirstTurnGold)
    return num + "On your first turn, this card's Gold Production is " + std::to_string(t.amount) + ".";
  if (t.kind == Trait::Kind::LobbyBonus) return num + "Your Lobby Bonus is " + signed_num(t.amount) + ".";
  if (t.kind == Trait::Kind::ProclaimDiscount)
    return num + "Personalities you Proclaim cost " + std::to_string(t.amount) + " Gold less to bring into play.";
  if (t.kind == Trait::Kind::Destined && t.each)
    return num + capitalize(filter_text(*t.each, false, true)) + " have Destined.";
  if (t.kind == Trait::Kind::RefillOnEntering && t.each)
    return num + "After one of " + filter_text(*t.each, false, true) +
           " enters play from a Province, that Province refills face-up.";
  if (t.kind == Trait::Kind::FirstDiscount && t.each)
    return num + "The first of " + filter_text(*t.each, false, true) + " you bring into play while this card is in play costs " +
           std::to_string(t.amount) + " Gold less.";
  if (t.kind == Trait::Kind::HandSize)
    return num + "You have " + (t.amount > 0 ? "+" : "") + std::to_string(t.amount) + " maximum hand size.";
  if (t.kind == Trait::Kind::EntersUnbowed) return num + "This card enters play unbowed.";
  if (t.kind == Trait::Kind::EquipFromDiscard)
    return num + "You may Equip this card from your Fate discard pile as from your hand.";
  if (t.kind == Trait::Kind::EntersBowed) return num + "This card is bowed when it enters play.";
  if (t.kind == Trait::Kind::NegatesFear)
    return num + "Negate Fear effects targeting " + (t.each ? filter_text(*t.each, false, true) : std::string("this card")) + ".";
  if (t.kind == Trait::Kind::DestroyedWhile && t.condition)
    return num + "If ever " + condition_text(*t.condition) + ", destroy this card.";
  if (t.kind == Trait::Kind::CannotDefend) return num + "This Personality can never be in a defending army.";
  if (t.kind == Trait::Kind::NeverRefusesChallenges) return num + "This Personality never refuses a challenge.";
  if (t.kind == Trait::Kind::OpponentFirstFocusFaceUp)
    return num + (t.condition ? "While " + condition_text(*t.condition) + ", in" : std::string("In")) +
           " each duel against this Personality, the other player's first focused card is focused face-up.";
  if (t.kind == Trait::Kind::FirstDynastyRefillFaceUp)
    return num + (t.condition ? "If " + condition_text(*t.condition) + ", the" : std::string("The")) +
           " first Province you refill in your Dynasty Phase each turn refills face-up.";
  if (t.kind == Trait::Kind::Discipline && t.condition)
    return num + "If " + condition_text(*t.condition) + ", this Strategy has Discipline " + std::to_string(t.amount) +
           " (it may be played from your discard pile for " + std::to_string(t.amount) + " more Gold).";
  if (t.kind == Trait::Kind::SparedByResolution && t.each)
    return num + "Battle resolution does not destroy " + filter_text(*t.each, false, true) +
           (t.condition ? " while " + condition_text(*t.condition) : std::string()) + ".";
  if (t.kind == Trait::Kind::HonorThresholds)
    return num + "An Honor Victory needs " + std::to_string(t.amount) + " more Family Honor, and a Dishonor loss comes " +
           std::to_string(t.amount) + " Honor lower.";
  if (t.kind == Trait::Kind::EntersOnlyIf && t.condition)
    return num + "This card may be Recruited only if " + condition_text(*t.condition) + ".";
  if (t.kind == Trait::Kind::StatMinimum) {
    static const char* kNames[] = {"Force", "Chi", "Personal Honor"};
    const char* stat_name = t.stat < 3 ? kNames[t.stat] : "stat";
    return num + who + " has a minimum " + stat_name + " of " + std::to_string(t.amount) + ".";
  }
  if (t.kind == Trait::Kind::AttachDiscount && t.each)
    return num + "You pay " + std::to_string(t.amount) + " Gold less to Equip " + filter_text(*t.each, false, true) +
           " to this Personality.";
  if (t.kind == Trait::Kind::RefusesAttach && t.each)
    return num + who + " cannot have " + filter_text(*t.each, false, true) + " attached.";
  if (t.kind == Trait::Kind::FearReachesFollowed && t.each)
    return num + "Fear effects may also target " + filter_text(*t.each, false, true) + " that have Followers.";
  if (t.kind == Trait::Kind::NegatesFirstMoveOut && t.each)
    return num + "Each turn, the first effect that would move " + filter_text(*t.each, true) +
           " out of the battle it is in does not happen.";
  if (t.kind == Trait::Kind::CannotBeDestroyed) return num + "This card cannot be destroyed.";
  if (t.kind == Trait::Kind::EquipDiscount && t.each)
    return num + "You pay " + std::to_string(t.amount) + " Gold less to Equip this card to " +
           filter_text(*t.each, true) + ".";
  if (t.kind == Trait::Kind::RecruitDiscount)
    return num + "You pay " + std::to_string(t.amount) + " Gold less to Recruit this card" +
           (t.per ? " for each " + filter_text(*t.per, false) : std::string()) +
           (t.per && t.per_max ? " (counting at most " + std::to_string(t.per_max) + ")" : std::string()) +
           (t.condition ? " if " + condition_text(*t.condition) : std::string()) + ".";
  if (t.kind == Trait::Kind::ProclaimGain)
    return num + "When you Proclaim this Personality, you gain at least " + std::to_string(t.amount) + " Honor" +
           (t.per ? (t.per->controller == Filter::Side::You ? " for each of " + filter_text(*t.per, false, true)
                                                           : " for each " + filter_text(*t.per, false))
                  : std::string()) +
           (t.per && t.per_max ? " (counting at most " + std::to_string(t.per_max) + ")" : std::string()) +
           " instead of his Personal Honor, if that is more.";
  if (t.kind == Trait::Kind::DestroyedInstead)
    return num + "If another player's card would destroy this Personality, this card is destroyed and he is not.";
  if (t.kind == Trait::Kind::PreventsDishonor)
    return num + "If this Personality would become dishonorable, this card is destroyed and he stays honorable.";
  if (t.kind == Trait::Kind::HandProtected)
    return num + "Effects of other players' cards do not make you discard cards from your hand.";
  if (t.kind == Trait::Kind::NegatesMassForcePenalties && t.each)
    return num + "A Force penalty from one effect that reaches " + std::to_string(t.amount) + " or more " +
           filter_text(*t.each, false, true) + " is negated.";
  if (t.kind == Trait::Kind::UnstoppableUnpreventable)
    return num + "The effects of your Unstoppable actions cannot be prevented.";
  if (t.kind == Trait::Kind::BlankTerritories)
    return num + "While this card is in play, the intact Territories other than the Imperial District lose all their text.";
  if (t.kind == Trait::Kind::DuelForce) return num + who + " duels with his Force instead of his Chi.";
  if (t.kind == Trait::Kind::FearDestroys)
    return num + "After a Fear effect bows " + (t.each ? filter_text(*t.each, true) : std::string("a card")) +
           ", destroy it.";
  if (t.kind == Trait::Kind::AttacksBow)
    return num + "Melee and Ranged Attacks bow " + (t.each ? filter_text(*t.each, false, true) : std::string("cards")) +
           " instead of destroying them.";
  if (t.kind == Trait::Kind::ThisProvinceStrength)
    return num + "While this card is in play, the Province it stands for (a Fortification's own, otherwise the one at "
                 "the current battlefield) has " + signed_num(t.amount) + " strength.";
  if (t.kind == Trait::Kind::DeckMinHoldings)
    return num + "A deck with this card needs " + std::to_string(t.amount) + " or more Holdings.";
  if (t.kind == Trait::Kind::NoEnlightenment) return num + "This Ring is not counted for an Enlightenment Victory.";
  if (t.kind == Trait::Kind::TwoWeapons) return num + who + " may have two Weapons attached.";
  if (t.kind == Trait::Kind::OneWeapon) return num + who + " may have only one Weapon attached, even as a Kensai.";
  if (t.kind == Trait::Kind::Untargetable) {
    std::string s = attacks_text(t.attacks);
    s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    return num + s + " cannot target " + (t.each ? filter_text(*t.each, false, true) : std::string("this card")) + ".";
  }
  if (t.kind == Trait::Kind::Strength) {
    std::string s = num + (t.own_attacks ? "Your " : t.enemy_attacks ? "Other players' " : "") + attacks_text(t.attacks);
    if (!t.own_attacks && !t.enemy_attacks) s[num.size()] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[num.size()])));
    if (t.from_cards)
      s += " from actions of " + filter_text(*t.from_cards, false, true) + (t.from_this_unit ? " in this unit" : "");
    else if (t.from_this_unit)
      s += " from actions of cards in this unit";
    if (t.each) s += " targeting " + filter_text(*t.each, false, true);
    s += " have " + signed_num(t.amount) + " strength";
    if (t.condition) s += " while " + condition_text(*t.condition);
    return s + ".";
  }
  const char* stat = t.stat == static_cast<std::uint8_t>(Stat::Force) ? "F"
                     : t.stat == static_cast<std::uint8_t>(Stat::Chi) ? "C"
                     : t.stat == static_cast<std::uint8_t>(Stat::PersonalHonor) ? "PH"
                                                                                 : "GP";
  std::string s = num + who + " has " + signed_num(t.amount) + stat;
  if (t.amount_of)  // "a Force bonus equal to its Personality's printed Force"
    s = num + who + " has a " + (stat == std::string("F") ? "Force" : stat == std::string("C") ? "Chi" : "stat") +
        " bonus equal to " + amount_text(*t.amount_of);
  if (t.each) s = num + capitalize(filter_text(*t.each, false, true)) + " have " + signed_num(t.amount) + stat;
  if (t.per) {
    s += t.per->controller == Filter::Side::You ? " for each of " + filter_text(*t.per, false, true)
                                                : " for each " + filter_text(*t.per, false);
    if (t.per_max) s += " (counting at most " + std::to_string(t.per_max) + ")";
  }
  if (t.condition)
    s += " while " + condition_text(*t.condition);
  return s + ".";
}

std::string trigger_text(const Trigger& t) {
  std::string s;
  switch (t.when) {
    case Trigger::When::AfterEquipped: s = "After you Equip this card, "; break;
    case Trigger::When::AfterRecruited:
      if (t.response) {  // keywords.md "Response": an action, taken when the Recruit has resolved
        std::vector<std::string> head = keywords_of(t);
        head.push_back("Response");
        // An action: its targets and effects read as an ability's do.
        s = join(head, " ") + costs_text(t) + ": After the action Recruits this card: ";
        if (t.condition) s += "If " + condition_text(*t.condition) + ", then: ";
        for (std::size_t i = 0; i < t.targets.size(); ++i)
          s += capitalize(target_text(t.targets[i])) + (i == 0 ? " (the target). " : " (the second target). ");
        std::vector<std::string> effs;
        for (const Effect& e : t.effects) effs.push_back(effect_text(e));
        return s + join(effs, " ");
      }
      s = "After you Recruit this card, ";
      break;
    case Trigger::When::AfterEntersPlay:
      s = t.from_hand ? "After this card comes into play out of your hand, " : "After this card enters play, ";
      break;
    case Trigger::When::AfterYouRecruit:
      s = "After you Recruit " + (t.card ? filter_text(*t.card, true) : std::string("a card")) + ", ";
      break;
    case Trigger::When::Revealed: s = "When this Clock card is revealed, "; break;
    case Trigger::When::BeforeEndDraw: s = "At the end of your turn, just ahead of your usual draw, "; break;
    case Trigger::When::FocusEffect:
      s = "Focus Effect: ";
      if (t.after_duel) s += "after this duel ends, ";
      if (t.if_won) s += "if your Personality won it, ";
      break;
    case Trigger::When::AfterYouDestroy:
      s = "After your card destroys " + (t.card ? filter_text(*t.card, true) : std::string("your card")) + ", ";
      break;
    // CR20F "Ring": the player may play it right after the condition is met.
    case Trigger::When::PlayAfterBattleHeld:
      s = "After a battle resolves at your Province, if the Province was not destroyed and enemy units were at its "
          "battlefield at some time, you may ";
      break;
    case Trigger::When::PlayAfterDiscardOutgrowsHand:
      s = "After a card enters your Fate discard pile, if it now has more cards than your hand, you may ";
      break;
    case Trigger::When::Invested:
      s = "Invest " + std::to_string(t.invest) + " Gold (you may pay it once, as you pay for this card, to get this): ";
      break;
    case Trigger::When::AfterWinsDuel:
      s = t.during_battle ? "Each time this card wins a duel during a battle, afterwards "
                          : "Each time this card wins a duel, afterwards ";
      break;
    case Trigger::When::AfterArmyDestroys:
      s = "Once a battle has resolved, if this card's army destroyed enemy cards or a Province in it, ";
      break;
    case Trigger::When::AfterDestroyed:
      s = t.during_battle ? "When this card is destroyed in a battle, afterwards " : "Once this card has been destroyed, ";
      break;
    case Trigger::When::AfterStraightens: s = "Each time this card goes from bowed to straightened, "; break;
    case Trigger::When::AfterBows:
      s = t.by_you ? "Each time you bow this card yourself, " : "Each time this card becomes bowed, ";
      break;
    case Trigger::When::AfterTargeted: {
      std::vector<std::string> kinds;
      if (!t.by_keyword.empty()) kinds.push_back(t.by_keyword);
      for (auto& [bit, name] : kDes)
        if (t.by & bit) kinds.push_back(name);
      s = "Once an opponent's " + (kinds.empty() ? std::string() : join(kinds, " ") + " ") +
          "action has chosen this card as a target, ";
      break;
    }
    case Trigger::When::AfterTurnBegins: s = "As each of your turns starts, "; break;
    case Trigger::When::AfterProvinceDestroyed: s = "Whenever a Province of yours falls, afterwards "; break;
    case Trigger::When::AfterLobbies: s = "Once this Personality has bowed to Lobby for the Imperial Favor, "; break;
    case Trigger::When::AfterProclaimed: s = "Once you have Recruited this Personality with a Proclaim, "; break;
    case Trigger::When::AfterYouPlayRing: s = "Each time a Ring of yours has entered play, "; break;
    case Trigger::When::BeforeTurnEndsInDiscard:
      s = "As your turn is about to end, if this card is in your Fate discard pile: ";
      break;
    case Trigger::When::AfterDestroyedHere:
      s = "Each time " + (t.card ? filter_text(*t.card, true) : std::string("a card")) +
          " at this card's battlefield" + (t.not_yours ? ", not under your control," : "") +
          " has been destroyed, ";
      break;
    case Trigger::When::AfterDiscardedFromHand:
      s = std::string("Once this card has been discarded (from your hand or deck)") +
          (t.during_battle ? " while a battle is being fought" : "") + " (focusing it does not count), ";
      break;
  }
  if (t.first_each_turn) s = "Only the first time in a turn: " + lower_first(s);
  if (t.condition) s += "if " + condition_text(*t.condition) + ", ";
  for (std::size_t i = 0; i < t.targets.size(); ++i)
    s += "choose " + target_text(t.targets[i]) + (i == 0 ? " (the target), " : " (the second target), ");
  if (t.threat) s = std::to_string(t.threat) + " - " + s;
  if (t.courtesy) s = "Courtesy (nothing for a player who went first): " + s;
  const bool ring = t.when == Trigger::When::PlayAfterBattleHeld || t.when == Trigger::When::PlayAfterDiscardOutgrowsHand;
  std::vector<std::string> effs;
  for (const Effect& e : t.effects) {
    std::string x = effect_text(e);
    // Only the first effect goes on the head's clause; the others are sentences.
    if (!x.empty() && effs.empty()) x[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(x[0])));
    // What follows playing a Ring happens only if it was played.
    if (ring && effs.size() == 1) x = "If you do: " + x;
    effs.push_back(x);
  }
  return s + join(effs, " ");
}

// "This card" is named by its type where that reads better.
std::string named_for(const CardDef& d, std::string s) {
  const std::string noun = d.type == CardType::Personality ? "Personality"
                           : d.type == CardType::Holding    ? "Holding"
                           : d.type == CardType::Follower   ? "Follower"
                           : d.type == CardType::Item       ? "Item"
                           : d.type == CardType::Spell      ? "Spell"
                                                            : "card";
  for (const char* from : {"this card", "This card"}) {
    const std::string to = std::string(from[0] == 't' ? "this " : "This ") + noun;
    for (std::size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
      s.replace(at, std::char_traits<char>::length(from), to);
  }
  // A Territory's battle ability changes the District where the battle is.
  if (d.type == CardType::Territory)
    for (std::size_t at = s.find("this Province"); at != std::string::npos; at = s.find("this Province", at))
      s.replace(at, 13, "the current District");
  return s;
}

std::string ability_text(const Ability& a, const CardDef& on) { return named_for(on, ability_text(a)); }

std::string trigger_text(const Trigger& t, const CardDef& on) { return named_for(on, trigger_text(t)); }

std::string card_face_text(const CardDef& d, bool going_second) {
  if (!d.going_second_face) return card_text(d);
  if (going_second) return card_text(*d.going_second_face);
  CardDef first = d;  // the going-first face: the card without its second face
  first.going_second_face.reset();
  return card_text(first);
}

std::string card_text(const CardDef& d) {
  std::vector<std::string> lines;
  auto named = [&](std::string x) { return named_for(d, std::move(x)); };
  if (d.attach_to) lines.push_back("Attaches only to " + filter_text(*d.attach_to, true) + ".");
  if (d.discipline)
    lines.push_back("Discipline " + std::to_string(*d.discipline) +
                    ": you may also play this card from your discard pile for one of its actions, "
                    "paying " + std::to_string(*d.discipline) +
                    " Gold more; it then leaves the game instead of going to a discard pile.");
  if (d.restricted_gold) {
    const auto& rg = *d.restricted_gold;
    std::vector<std::string> kinds = rg.keywords;
    if (rg.types) kinds.push_back(types_text(rg.types, false));
    const std::string one = join(kinds, " or ") + " card";
    const std::string n = std::to_string(rg.amount);
    if (rg.reduces_cost)
      lines.push_back("Bow, while you pay for one " + one + ": it costs you " + n + " Gold less.");
    else if (rg.plus_production)
      lines.push_back("Bow: Produce " + n + " Gold more than this Holding's Gold Production, to spend only on one " +
                      one + ".");
    else
      lines.push_back("Bow: Produce " + n + " Gold that pays only for one " + one + ".");
  }
  if (d.produce_honor_loss)
    lines.push_back("Each time you bow this Holding to produce its Gold, you also lose " +
                    std::to_string(d.produce_honor_loss) + " Honor.");
  if (d.refills_face_up_paying_for)
    lines.push_back("When this Holding's Gold pays to Recruit " +
                    filter_text(*d.refills_face_up_paying_for, true) +
                    ", that card's Province refills face-up.");
  auto face_lines = [&](const CardDef& face) {
    std::vector<std::string> out;
    for (const Trait& t : face.traits) out.push_back(named(trait_text(t)));
    for (const Trigger& t : face.triggers) out.push_back(named(trigger_text(t)));
    for (const Ability& a : face.abilities) out.push_back(named(ability_text(a)));
    return out;
  };
  if (d.going_second_face) {
    // A Stronghold whose going-second face has text of its own: one line a face.
    const auto first = face_lines(d), second = face_lines(*d.going_second_face);
    lines.push_back("Going first: " + (first.empty() ? std::string("no text.") : join(first, " ")));
    lines.push_back("Going second: " + (second.empty() ? std::string("no text.") : join(second, " ")));
  } else {
    for (std::string& x : face_lines(d)) lines.push_back(std::move(x));
  }
  if (d.province_strength_not_reduced) lines.push_back("Nothing may lower this player's Province Strength.");
  if (d.province_strength_per_rank)
    lines.push_back("Province Strength: " + std::to_string(d.province_strength_per_rank) + " times Rank.");
  if (d.last_clock) lines.push_back("This is always the last Clock card; it cannot be discarded.");

  if (d.territory) {
    const CardDef::TerritoryRules& t = *d.territory;
    if (!t.destroyable) lines.push_back("Cannot be destroyed until another Territory allows it.");
    // The intact side's rules for the team (the Siege rules code applies them).
    if (t.rokugani_conqueror) lines.push_back("The Rokugani players' Personalities have Conqueror.");
    if (t.ignore_honor_requirements) lines.push_back("The Rokugani players ignore Honor Requirements.");
    if (t.lobby_open) lines.push_back("For the Rokugani players, Lobbying is an Open action.");
    if (t.favor_limited_no_discard)
      lines.push_back("When a Rokugani player uses the Imperial Favor's Limited ability, he discards no card.");
    if (t.favor_battle_absent) lines.push_back("For the Rokugani players, the Imperial Favor's Battle ability is Absent.");
    if (t.challenger_destroys_half)
      lines.push_back("When battle resolution here destroys the Rokugani army, the Challenge player destroys "
                      "cards of his army here: half as many as the Rokugani cards destroyed, rounded down.");
    std::vector<std::string> back;
    if (!t.unlocks.empty()) {
      std::vector<std::string> titles;
      for (const std::string& id : t.unlocks) titles.push_back(title_of(id));
      back.push_back("Territories that may now be destroyed: " + join(titles, ", ") + ".");
    }
    if (t.destroy_leftmost_provinces) back.push_back("Each Rokugani player destroys his leftmost Province.");
    if (!t.challenger_creates.empty())
      back.push_back("The Challenge player creates " + filter_article(title_of(t.challenger_creates)) + " Personality at home.");
    if (t.team_loses) back.push_back("The Rokugani players lose the game.");
    if (!back.empty()) lines.push_back("Destroyed side: " + join(back, " "));
  }
  return join(lines, "\n");
}

std::string choice_text(const CardDef& d, int index) {
  for (const Ability& a : d.abilities)
    for (const Effect& e : a.effects)
      if (e.op == Op::Choose && index >= 0 && index < static_cast<int>(e.choices.size()))
        return e.choices[index].empty() ? "Do nothing." : group_targets_plural(a, effects_text(e.choices[index]));
  // A triggered trait's choice ("you may draw a card when this turn ends").
  for (const Trigger& t : d.triggers)
    for (const Effect& e : t.effects)
      if (e.op == Op::Choose && index >= 0 && index < static_cast<int>(e.choices.size()))
        return e.choices[index].empty() ? "Do nothing." : group_targets_plural(t, effects_text(e.choices[index]));
  return "?";
}

}  // namespace l5r
