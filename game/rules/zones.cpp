// Moving cards between the areas of the game (CR20F "Areas of the Game").
// Every move takes the card out of the one list that holds it first, so a card
// is always in exactly one zone (checked by the invariant checker).
#include <algorithm>

#include "game/rules/engine.h"

namespace l5r {

namespace {
void erase_one(std::vector<CardId>& v, CardId c) {
  auto it = std::find(v.begin(), v.end(), c);
  if (it != v.end()) v.erase(it);
}
}  // namespace

void Engine::take_from_zone(CardId c) {
  Card& k = s_.card(c);
  Player& owner = s_.players[k.owner];
  switch (k.zone) {
    case Zone::DynastyDeck: erase_one(owner.dynasty_deck, c); break;
    case Zone::FateDeck: erase_one(owner.fate_deck, c); break;
    case Zone::Hand: erase_one(owner.hand, c); break;
    case Zone::Province:
      if (k.province >= 0) erase_one(owner.provinces[k.province].cards, c);
      k.left_province = k.province;
      break;
    case Zone::InPlay:
      erase_one(s_.players[k.controller].in_play, c);
      k.former_host = k.attached_to;  // "its former unit" (Filter::in_former_unit)
      k.tokens.clear();  // CR20F "Token": removed from the game when the card leaves play
      end_anchored(c);   // effects lasting "while he remains in play" end
      // Abilities removed for good are back if the card re-enters play (a new object).
      std::erase_if(s_.removed_abilities, [c](const RemovedAbility& r) { return r.card == c && r.permanent; });
      std::erase_if(s_.untargetable_by, [c](const UntargetableBy& u) { return u.card == c; });
      std::erase_if(s_.untargetable_from, [c](const UntargetableFrom& u) { return u.card == c || u.unit == c; });
      std::erase(s_.used_abilities, used_tag_key(UsedTag::BowedContributes, c));
      break;
    case Zone::DynastyDiscard: erase_one(owner.dynasty_discard, c); break;
    case Zone::FateDiscard: erase_one(owner.fate_discard, c); break;
    case Zone::Removed: erase_one(owner.removed, c); break;
    case Zone::Resolving: erase_one(owner.resolving, c); break;
    case Zone::Focused: erase_one(owner.focused, c); break;
    // Siege rule 3: Territories cannot leave play; Clock cards move only by
    // the Clock's own rules (game/rules/siege.cpp). Nothing else reaches them.
    case Zone::Territory:
    case Zone::ClockDeck:
    case Zone::ClockDiscard: return;
  }
  k.province = -1;
  k.location = kHome;
  k.attached_to = kNoCard;
  k.bowed = false;
  k.blind = false;
  k.controller = k.owner;
}

void Engine::forget(CardId c) {
  // CR20F "Card Memory Rule": out of play and face-down, a card forgets the
  // ongoing effects specific to it and whether its abilities were used.
  // Generic effects ("all Samurai have +1F") are traits, not kept here.
  std::erase_if(s_.modifiers, [c](const StatModifier& m) { return m.card == c; });
  std::erase_if(s_.used_abilities, [c](std::uint32_t key) { return used_key_card(key) == c; });
  std::erase_if(s_.removed_abilities, [c](const RemovedAbility& r) { return r.card == c; });
  std::erase_if(s_.copied, [c](const CopiedAbility& k) { return k.card == c; });
  std::erase_if(s_.targeted_by, [c](const TargetedBy& t) { return t.card == c || t.source == c; });
  std::erase(s_.to_hand_before_turn_ends, c);
  Card& k = s_.card(c);
  k.dishonorable = false;
  k.resilience_used = false;
}

void Engine::move_to_hand(CardId c) {
  // CR20F "Hand": a Dynasty card about to enter the hand goes on top of its
  // owner's Dynasty deck instead.
  take_from_zone(c);
  forget(c);
  Card& k = s_.card(c);
  k.face_up = false;
  k.dead = false;
  if (def(c).is_dynasty()) {
    k.zone = Zone::DynastyDeck;
    s_.players[k.owner].dynasty_deck.push_back(c);
  } else {
    k.zone = Zone::Hand;
    s_.players[k.owner].hand.push_back(c);
  }
}

void Engine::move_to_discard(CardId c) {
  Card& k = s_.card(c);
  // CR20F "Discard": a Fate card put into its discard pile from the hand or
  // the deck is discarded (not a focused card after its duel, nor a card
  // leaving play or resolving).
  const bool discarded = k.zone == Zone::Hand || k.zone == Zone::FateDeck;
  if (k.zone == Zone::InPlay && def(c).type == CardType::Personality)
    for (CardId a : attachments(c)) move_to_discard(a);
  take_from_zone(c);
  k.face_up = true;
  k.dead = false;
  // CR20F "Discard Piles": a card goes to its owner's pile of its own deck.
  Player& owner = s_.players[k.owner];
  if (k.created || k.disciplined) {
    // A created Personality leaves the game instead; so does a card played
    // by Discipline once its action ends (CR20F "Discipline").
    if (k.disciplined) log(name(c) + " is removed from the game (Discipline)");
    k.disciplined = false;
    k.zone = Zone::Removed;
    owner.removed.push_back(c);
  } else if (def(c).is_fate()) {
    k.zone = Zone::FateDiscard;
    owner.fate_discard.push_back(c);
    // The Akasha's condition for entering play.
    if (owner.fate_discard.size() > owner.hand.size())
      ring_condition_met(k.owner, Trigger::When::PlayAfterDiscardOutgrowsHand);
    // A trait after the card is discarded (in a battle; Trigger::When::
    // AfterDiscardedFromHand): from the hand or the deck (a focused card
    // leaves the hand for the duel first, CR20F "Focus").
    if (discarded) {
      const bool battle = s_.attack.active && s_.attack.current >= 0;
      const auto& ts = def(c).triggers;
      for (std::size_t i = 0; i < ts.size(); ++i)
        if (ts[i].when == Trigger::When::AfterDiscardedFromHand && (!ts[i].during_battle || battle))
          queue_trigger(c, i, k.owner, kNoPlayer);
    }
  } else {
    k.zone = Zone::DynastyDiscard;
    owner.dynasty_discard.push_back(c);
  }
}

void Engine::destroy(CardId c) {
  const bool in_play = s_.card(c).zone == Zone::InPlay;
  // "Cannot be destroyed" (Pearl Cache): nothing happens to it.
  if (in_play && std::any_of(def(c).traits.begin(), def(c).traits.end(),
                             [](const Trait& t) { return t.kind == Trait::Kind::CannotBeDestroyed; })) {
    log(name(c) + " cannot be destroyed");
    return;
  }
  const bool personality = def(c).type == CardType::Personality && in_play;
  const PlayerId controller = s_.card(c).controller;
  // CR20F "Expendable": its status is checked just before it is destroyed.
  const bool expendable = in_play && has_kw(c, Kw::Expendable);
  if (personality) {
    for (CardId a : attachments(c)) destroy(a);
    log(name(c) + " is destroyed" + (s_.card(c).dishonorable ? " (dishonorably dead)" : ""));
  }
  const bool dishonorable = s_.card(c).dishonorable;
  // A Terrain's trait after a card at its battlefield (not its
  // controller's) is destroyed (CR20F "Terrain"): matched while the card is
  // still there.
  std::vector<std::pair<CardId, std::size_t>> here;
  const int where = in_play ? place_of(c) : kNoPlace;
  if (in_play && where != kHome && where != kNoPlace)
    for (const Player& pl : s_.players)
      for (CardId t : pl.in_play) {
        if (t == c || s_.card(t).zone != Zone::InPlay || s_.card(t).location != where ||
            def(t).type != CardType::Strategy)
          continue;
        const auto& ts = def(t).triggers;
        const PlayerId tc = s_.card(t).controller;
        for (std::size_t i = 0; i < ts.size(); ++i)
          if (ts[i].when == Trigger::When::AfterDestroyedHere && !(ts[i].not_yours && controller == tc) &&
              (!ts[i].card || matches(tc, t, *ts[i].card, c, nullptr, false)))
            here.push_back({t, i});
      }
  move_to_discard(c);
  if (in_play) fire_destroyed(c, controller);
  for (auto& [t, i] : here) queue_trigger(t, i, s_.card(t).controller, kNoPlayer);
  if (personality) {
    // CR20F "Dead", "Honorable and Dishonorable Dead".
    s_.card(c).dead = true;
    s_.card(c).dishonorable = dishonorable;
    // CR20F "Honorable and Dishonorable": a rulebook Honor loss of his
    // printed Personal Honor.
    if (dishonorable) lose_honor(controller, def(c).personal_honor, kNoPlayer);
  }
  if (expendable) {
    log(name(c) + " was Expendable");
    draw(controller, 1);
  }
}

void Engine::remove_from_game(CardId c) {
  Card& k = s_.card(c);
  if (k.zone == Zone::InPlay && def(c).type == CardType::Personality)
    for (CardId a : attachments(c)) remove_from_game(a);
  take_from_zone(c);
  k.zone = Zone::Removed;
  k.face_up = true;
  k.dead = false;
  s_.players[k.owner].removed.push_back(c);
}

void Engine::put_into_play(CardId c, PlayerId controller, int location, bool bowed) {
  const bool from_province = s_.card(c).zone == Zone::Province;
  take_from_zone(c);
  Card& k = s_.card(c);
  // CR20F "Fortification": a Fortification attaches to the Province it
  // entered play from (Card::province then names that Province).
  if (from_province && def(c).type == CardType::Holding && def(c).has(Kw::Fortification))
    k.province = k.left_province;
  k.zone = Zone::InPlay;
  k.controller = controller;
  k.location = static_cast<std::int8_t>(location);
  k.face_up = true;
  // A card whose trait says it enters play bowed does so however it enters.
  k.bowed = bowed || std::any_of(def(c).traits.begin(), def(c).traits.end(),
                                 [](const Trait& t) { return t.kind == Trait::Kind::EntersBowed; });
  k.dead = false;
  s_.players[controller].in_play.push_back(c);
  if (location >= 0) note_arrival(c);
}

CardId Engine::new_created_card(PlayerId p, DefId d) {
  Card k;
  k.def = d;
  k.owner = p;
  k.controller = p;
  k.zone = Zone::Removed;
  k.created = true;
  s_.cards.push_back(k);
  const auto c = static_cast<CardId>(s_.cards.size() - 1);
  s_.players[p].removed.push_back(c);
  return c;
}

void Engine::attach(CardId attachment, CardId personality) {
  const Card& p = s_.card(personality);
  put_into_play(attachment, p.controller, kHome, false);
  // An attachment is wherever its Personality is; its own location is unused.
  s_.card(attachment).attached_to = personality;
}

void Engine::draw(PlayerId p, int n) {
  // CR20F "Fate and Dynasty Decks": nothing special happens when a deck is empty.
  for (int i = 0; i < n && !s_.players[p].fate_deck.empty(); ++i) {
    CardId c = s_.players[p].fate_deck.back();
    move_to_hand(c);
  }
}

void Engine::refill_provinces(PlayerId p) {
  // CR20F "Provinces": refill face-down from the top of the Dynasty deck, left
  // to right; an empty deck leaves the Province empty until it can be filled.
  Player& pl = s_.players[p];
  // A Stronghold's trait: the first Province its player refills during his
  // own Dynasty Phase each turn refills face-up (while its condition holds).
  // Its use is kept with the turn's used abilities, under a key no ability has.
  const CardId sh = pl.stronghold;
  const std::uint32_t first_key = used_tag_key(UsedTag::FirstDynastyRefill, sh);
  bool first_face_up = false;
  if (sh != kNoCard && s_.phase == Phase::Dynasty && is_active(p) &&
      std::find(s_.used_abilities.begin(), s_.used_abilities.end(), first_key) == s_.used_abilities.end())
    for (const Trait& t : def(sh).traits)
      first_face_up = first_face_up || (t.kind == Trait::Kind::FirstDynastyRefillFaceUp &&
                                        (!t.condition || holds(*t.condition, p, sh, nullptr)));
  for (std::size_t i = 0; i < pl.provinces.size(); ++i) {
    if (pl.provinces[i].destroyed || !pl.provinces[i].cards.empty()) continue;
    if (pl.dynasty_deck.empty()) return;
    CardId c = pl.dynasty_deck.back();
    take_from_zone(c);
    Card& k = s_.card(c);
    k.zone = Zone::Province;
    k.province = static_cast<std::int8_t>(i);
    k.face_up = false;
    pl.provinces[i].cards.push_back(c);
    if (first_face_up) {
      first_face_up = false;
      k.face_up = true;
      s_.used_abilities.push_back(first_key);
      log(name(sh) + ": " + pl.name + "'s Province " + std::to_string(i + 1) + " refills face-up: " + name(c));
    }
  }
}

// "After this card bows / straightens": only a real change of a card in play.
// "After you bow this Holding" (by_you): only when its controller bows it.
void Engine::bow(CardId c, PlayerId by) {
  Card& k = s_.card(c);
  if (!k.bowed && k.zone == Zone::InPlay && k.controller != kNoPlayer) {
    const auto& ts = def(c).triggers;
    for (std::size_t i = 0; i < ts.size(); ++i)
      if (ts[i].when == Trigger::When::AfterBows && (!ts[i].by_you || by == k.controller))
        queue_trigger(c, i, k.controller, kNoPlayer);
  }
  k.bowed = true;
  end_anchored(c);  // "while he remains unbowed"
}
void Engine::straighten(CardId c) {
  if (straighten_barred(c)) return;  // "cannot straighten" (game/rules/c_rules.cpp)
  Card& k = s_.card(c);
  if (k.bowed && k.zone == Zone::InPlay) fire_when(c, Trigger::When::AfterStraightens);
  k.bowed = false;
}

void Engine::gain_honor(PlayerId p, int amount) {
  if (amount <= 0) return;  // CR20F "Honor Gains and Losses": 0 is no gain
  // Siege rule 9: the Challenge player does not gain Honor, and Honor a
  // Rokugani player would gain becomes Political tokens for the team.
  if (s_.is_challenger(p)) return;
  if (s_.is_rokugani(p)) {
    gain_political(amount);
    return;
  }
  s_.players[p].honor = static_cast<std::int16_t>(s_.players[p].honor + amount);
  log(player_name(p) + " gains " + std::to_string(amount) + " Honor (now " +
      std::to_string(s_.players[p].honor) + ")");
}

void Engine::lose_honor(PlayerId p, int amount, PlayerId source) {
  if (amount <= 0) return;
  // An Honor loss from the source player's cards (not the rulebook's) may be
  // increased by his earlier effect (Op::IncreaseHonorLosses), the first
  // waiting increase for this loss.
  if (source != kNoPlayer && source < s_.players.size() && !s_.players[source].honor_loss_boosts.empty()) {
    std::vector<std::int8_t>& boosts = s_.players[source].honor_loss_boosts;
    const int by = boosts.front();
    boosts.erase(boosts.begin());
    amount = std::max(0, amount + by);
    log("The Honor loss is increased by " + std::to_string(by));
    if (amount <= 0) return;
  }
  // Siege rule 9: the Challenge player loses no Honor from his own cards or
  // the rulebook; what a Rokugani card would make him lose becomes Political
  // tokens for the team.
  if (s_.is_challenger(p)) {
    if (source != kNoPlayer && s_.is_rokugani(source)) gain_political(amount);
    return;
  }
  s_.players[p].honor = static_cast<std::int16_t>(s_.players[p].honor - amount);
  if (source != p) s_.players[p].ignores_clan_honor_requirements = true;
  log(player_name(p) + " loses " + std::to_string(amount) + " Honor (now " +
      std::to_string(s_.players[p].honor) + ")");
}

void Engine::destroy_province(PlayerId p, int province) {
  // CR20F "Battle Resolution": cards in a destroyed Province are discarded
  // (going to the discard pile, which is not "discarding").
  Province& pr = s_.players[p].provinces[province];
  std::vector<CardId> in_it = pr.cards;
  for (CardId c : in_it) move_to_discard(c);
  destroy_fortifications(p, province);
  pr.destroyed = true;
  log(player_name(p) + "'s Province " + std::to_string(province + 1) + " is destroyed");
  fire_each_in_play(p, Trigger::When::AfterProvinceDestroyed);
}

void Engine::end_phase() {
  for (Player& p : s_.players) p.gold_pool = 0;
}

}  // namespace l5r
