// Cards that sit on a Province or speak of "This Province": Fortifications
// attached to their Province (CR20F "Fortification"), the Province a card's
// "This Province" names (CR20F "From"), and the strength such a card gives
// it; also the Weapon limit a Personality's trait lifts (CR20F "Weapon").
#include "game/rules/engine.h"

namespace l5r {

Engine::ProvinceRef Engine::this_province(CardId c) const {
  const Card& k = s_.card(c);
  // CR20F "From": "This Province" on a Fortification is the Province it is
  // attached to; on an Event, the Province it is in; on any other card, the
  // current battlefield's Province (none outside a battle).
  if (k.zone == Zone::InPlay && def(c).type == CardType::Holding && def(c).has(Kw::Fortification))
    return {k.controller, k.province, false};
  if (k.zone == Zone::Province) return {k.owner, k.province, false};
  const Attack& at = s_.attack;
  if (at.active && at.current >= 0 && at.current < static_cast<int>(at.battlefield_province.size()))
    return {at.at_territories ? kNoPlayer : at.defender, at.battlefield_province[at.current],
            at.at_territories};
  return {};
}

int Engine::this_province_bonus(PlayerId p, int province, bool territory) const {
  int total = 0;
  for (const Player& pl : s_.players)
    for (CardId c : pl.in_play)
      for (const Trait& t : def(c).traits) {
        if (t.kind != Trait::Kind::ThisProvinceStrength || !applies(c, t.threat)) continue;
        const ProvinceRef r = this_province(c);
        // Siege rule 3: an intact Territory is affected by what affects
        // Provinces; Territories belong to the whole team.
        if (r.index == province && r.territory == territory && (territory || r.player == p))
          total += t.amount;
      }
  return total;
}

void Engine::destroy_fortifications(PlayerId p, int province) {
  // CR20F "Fortification": "They are destroyed if the Province is
  // destroyed": destroyed (their "after this card is destroyed" triggers
  // fire), not merely put into the discard pile.
  const std::vector<CardId> in_play = s_.players[p].in_play;
  for (CardId c : in_play)
    if (def(c).type == CardType::Holding && def(c).has(Kw::Fortification) &&
        s_.card(c).province == province) {
      log(name(c) + " is destroyed with its Province");
      destroy(c);
      // One that cannot be destroyed has no Province left to sit on: it goes
      // to the discard pile with it, as the Province's other cards do.
      if (s_.card(c).zone == Zone::InPlay) move_to_discard(c);
    }
}

std::optional<int> Engine::discipline(PlayerId p, CardId c) const {
  const CardDef& d = def(c);
  if (d.discipline) return d.discipline;
  // A Discipline for one clan's players only: the clan of the player
  // who would play it from his discard pile.
  for (const Trait& t : d.traits)
    if (t.kind == Trait::Kind::Discipline && t.condition && holds(*t.condition, p, c, nullptr)) return t.amount;
  return std::nullopt;
}

bool Engine::may_attach_two_weapons(CardId pers) const {
  for (const Trait& t : def(pers).traits)
    if (t.kind == Trait::Kind::TwoWeapons) return true;
  return false;
}

}  // namespace l5r

namespace l5r {

void Engine::run_frame(ProvinceChoiceFrame f) {
  if (f.put != kNoCard) {
    put_into_province(f);
    return;
  }
  if (!f.asked) {
    std::vector<Option> opts;
    for (PlayerId q = 0; q < s_.players.size(); ++q) {
      if (s_.players[q].eliminated) continue;
      for (std::size_t i = 0; i < s_.players[q].provinces.size() && i < 8; ++i)
        if (!s_.players[q].provinces[i].destroyed)
          opts.push_back(
              {OptionKind::PickProvince, kNoCard, kNoCard, static_cast<std::int16_t>(q * 8 + i)});
    }
    if (opts.empty()) return;
    f.asked = true;
    s_.stack.push_back(f);
    ask(f.player, QuestionKind::ChooseOne,
        "Choose the Province to give " + std::string(f.amount >= 0 ? "+" : "") +
            std::to_string(f.amount) + " strength",
        std::move(opts));
    return;
  }
  const int v = s_.answer.at(0).value;
  const PlayerId owner = static_cast<PlayerId>(v / 8);
  const int prov = v % 8;
  if (f.amount < 0 && province_strength_not_reduced(owner)) {
    log("Province Strength cannot be reduced");
    return;
  }
  Province& pr = s_.players[owner].provinces[prov];
  std::int16_t& bonus = f.permanent ? pr.strength_bonus : pr.turn_bonus;
  bonus = static_cast<std::int16_t>(bonus + f.amount);
  log(player_name(owner) + "'s Province " + std::to_string(prov + 1) + " gets " +
      (f.amount >= 0 ? "+" : "") + std::to_string(f.amount) + " Province Strength");
}

// Op::ToProvince: a Dynasty card from its owner's discard pile goes
// face-up into one of his Provinces (he picks which, not destroyed); the
// cards there are discarded first. Nothing when the card has left his
// discard pile or he has no Province. With "from_face_up": only a Province
// holding a face-up card, and only that card
// is discarded (the card trades places with it); nothing when none has one.
void Engine::put_into_province(ProvinceChoiceFrame f) {
  const PlayerId p = f.player;
  const auto in_pile = [&] {
    const Card& k = s_.card(f.put);
    return k.owner == p && k.zone == Zone::DynastyDiscard && def(f.put).is_dynasty();
  };
  if (!in_pile()) {
    log(name(f.put) + " is not in the discard pile: it is not put into a Province");
    return;
  }
  const auto face_up_card = [&](const Province& pr) -> CardId {
    for (CardId x : pr.cards)
      if (s_.card(x).face_up) return x;
    return kNoCard;
  };
  int prov = -1;
  if (f.asked) {
    prov = s_.answer.at(0).value % 8;
  } else {
    std::vector<Option> opts;
    const Player& pl = s_.players[p];
    for (std::size_t i = 0; i < pl.provinces.size() && i < 8; ++i)
      if (!pl.provinces[i].destroyed && (!f.from_face_up || face_up_card(pl.provinces[i]) != kNoCard))
        opts.push_back({OptionKind::PickProvince, kNoCard, kNoCard, static_cast<std::int16_t>(p * 8 + i)});
    if (opts.empty() && f.from_face_up) log(pl.name + " has no face-up card in a Province: nothing is put there");
    if (opts.empty()) return;
    if (opts.size() > 1) {
      f.asked = true;
      s_.stack.push_back(f);
      ask(p, QuestionKind::ChooseOne, "Choose the Province to put " + name(f.put) + " into", std::move(opts));
      return;
    }
    prov = opts[0].value % 8;
  }
  Player& pl = s_.players[p];
  std::vector<CardId> there = pl.provinces[static_cast<std::size_t>(prov)].cards;
  if (f.from_face_up) {
    const CardId up = face_up_card(pl.provinces[static_cast<std::size_t>(prov)]);
    if (up == kNoCard) return;  // turned face-down since it was picked
    there = {up};
  }
  for (CardId x : there) {
    log(name(x) + " is discarded from Province " + std::to_string(prov + 1));
    move_to_discard(x);
  }
  take_from_zone(f.put);
  forget(f.put);
  Card& k = s_.card(f.put);
  k.zone = Zone::Province;
  k.province = static_cast<std::int8_t>(prov);
  k.face_up = true;
  k.dead = false;
  pl.provinces[static_cast<std::size_t>(prov)].cards.push_back(f.put);
  log(name(f.put) + " is put face-up into " + pl.name + "'s Province " + std::to_string(prov + 1));
}

}  // namespace l5r
