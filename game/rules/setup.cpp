#include "game/rules/setup.h"

namespace l5r {

namespace {

CardId make_card(GameState& s, DefId def, PlayerId owner, Zone zone) {
  Card c;
  c.def = def;
  c.owner = owner;
  c.controller = owner;
  c.zone = zone;
  s.cards.push_back(c);
  return static_cast<CardId>(s.cards.size() - 1);
}

// Siege rules 2 to 4: the Dark Naga starts outside the game; the Territories
// in a row, in their printed order, owned by the Rokugani team (kept by its
// first player); the Clock deck with its last card at the bottom and the rest
// shuffled.
void lay_out_siege(const CardDb& db, GameState& s, const GameSetup& setup) {
  const auto ch = static_cast<PlayerId>(setup.challenger);
  const Deck& deck = setup.seats[ch].deck;
  s.siege.challenger = ch;
  for (DefId d : deck.outside) s.players[ch].removed.push_back(make_card(s, d, ch, Zone::Removed));
  const PlayerId team = s.next_player(ch);
  for (DefId d : deck.territories) {
    Territory t;
    t.card = make_card(s, d, team, Zone::Territory);
    s.cards[t.card].face_up = true;
    // Siege rule 3: only the Territories that say so (the Peasant District)
    // may be destroyed from the start; the others wait to be unlocked.
    t.destroyable = db.def(d).territory && db.def(d).territory->destroyable;
    s.siege.territories.push_back(t);
  }
  std::vector<DefId> clock, last;
  for (DefId d : deck.clock) (db.def(d).last_clock ? last : clock).push_back(d);
  if (setup.shuffle) s.rng.shuffle(clock);
  // back() is the top: the last card goes in first, at the bottom; the rest
  // keep the listed order from the top when not shuffled.
  for (DefId d : last) s.siege.clock_deck.push_back(make_card(s, d, ch, Zone::ClockDeck));
  for (auto it = clock.rbegin(); it != clock.rend(); ++it)
    s.siege.clock_deck.push_back(make_card(s, *it, ch, Zone::ClockDeck));
}

}  // namespace

GameState lay_out(const CardDb& db, const GameSetup& setup) {
  GameState s;
  s.rng.state = setup.seed;
  s.turn_limit = setup.turn_limit;
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const auto p = static_cast<PlayerId>(i);
    const Deck& deck = setup.seats[i].deck;
    Player pl;
    pl.name = setup.seats[i].name;
    // A. Stronghold and Sensei start in play; Family Honor from the Stronghold
    // as modified by the Sensei.
    pl.stronghold = make_card(s, deck.stronghold, p, Zone::InPlay);
    pl.in_play.push_back(pl.stronghold);
    int honor = db.def(deck.stronghold).first.starting_honor;
    if (deck.sensei) {
      pl.sensei = make_card(s, *deck.sensei, p, Zone::InPlay);
      pl.in_play.push_back(pl.sensei);
      honor += db.def(*deck.sensei).first.starting_honor;
    }
    pl.honor = static_cast<std::int16_t>(honor);
    // C. Shuffle both decks. The definitions are shuffled before the card
    // instances are made, so a hidden card's id says nothing of what it is.
    std::vector<DefId> dynasty = deck.dynasty, fate = deck.fate;
    if (setup.shuffle) {
      s.rng.shuffle(dynasty);
      s.rng.shuffle(fate);
    }
    for (DefId d : dynasty) pl.dynasty_deck.push_back(make_card(s, d, p, Zone::DynastyDeck));
    for (DefId d : fate) pl.fate_deck.push_back(make_card(s, d, p, Zone::FateDeck));
    pl.provinces.resize(4);
    s.players.push_back(std::move(pl));
  }
  if (setup.challenger >= 0 && setup.challenger < static_cast<int>(setup.seats.size()))
    lay_out_siege(db, s, setup);
  for (CardId c = 0; c < s.cards.size(); ++c)
    if (s.cards[c].zone == Zone::InPlay) s.cards[c].face_up = true;
  return s;
}

NewGame new_game(const CardDb& db, const GameSetup& setup, Log* log) {
  NewGame out;
  const bool siege = setup.challenger >= 0;
  if (!siege && (setup.seats.size() < 2 || setup.seats.size() > 6)) {
    out.error = "a game needs 2 to 6 players, not " + std::to_string(setup.seats.size());
    return out;
  }
  // Siege rule 6: one Challenge player and three or more Rokugani players (up to six).
  if (siege && (setup.seats.size() < 4 || setup.seats.size() > 7)) {
    out.error = "a Siege game needs 3 to 6 Rokugani players and the Challenge player, not " +
                std::to_string(setup.seats.size()) + " seats";
    return out;
  }
  if (siege && setup.challenger >= static_cast<int>(setup.seats.size())) {
    out.error = "the Challenge player's seat " + std::to_string(setup.challenger) + " does not exist";
    return out;
  }
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const SeatSetup& seat = setup.seats[i];
    if (seat.deck.stronghold == kNoDef) {
      out.error = seat.name + "'s deck has no Stronghold";
      return out;
    }
    const bool is_challenger = siege && static_cast<int>(i) == setup.challenger;
    if (seat.deck.is_challenge() != is_challenger) {
      out.error = is_challenger ? seat.name + "'s deck is not a Challenge deck (no Territories and Clock)"
                                : seat.name + "'s deck is a Challenge deck; only the Challenge player uses one";
      return out;
    }
  }
  GameState s = lay_out(db, setup);
  std::string first_line;
  if (siege) {
    // The Rokugani take the first turn, all on their going-first face
    // (docs/rules-interpretations.md), so the first Clock card turns on the
    // Challenge player's first turn.
    const PlayerId first = s.next_player(s.siege.challenger);
    s.first_player = first;
    s.active = first;
    for (PlayerId p = 0; p < s.players.size(); ++p) s.players[p].went_first = s.is_rokugani(p);
    first_line = "The Rokugani take the first turn against " + s.players[s.siege.challenger].name;
  } else {
    // B. The starting player has the highest Family Honor; ties are decided at
    // random. He uses the going-first face of his Stronghold.
    int best = -1000;
    std::vector<PlayerId> tied;
    for (PlayerId p = 0; p < s.players.size(); ++p) {
      if (s.players[p].honor > best) {
        best = s.players[p].honor;
        tied.clear();
      }
      if (s.players[p].honor == best) tied.push_back(p);
    }
    const PlayerId first = tied[s.rng.below(static_cast<std::uint32_t>(tied.size()))];
    s.first_player = first;
    s.active = first;
    s.players[first].went_first = true;
    first_line = s.players[first].name + " has the highest Family Honor and goes first";
  }
  Engine e(db, s, log);
  e.log(first_line);
  for (PlayerId p = 0; p < s.players.size(); ++p) {
    // C was done by lay_out. D. Four Provinces, filled face-down from the Dynasty deck, left to right.
    e.refill_provinces(p);
    // E. Five Fate cards.
    e.draw(p, 5);
  }
  // F. The starting player takes the first turn.
  e.begin_turns();
  e.run();
  out.state = std::move(s);
  return out;
}

}  // namespace l5r
