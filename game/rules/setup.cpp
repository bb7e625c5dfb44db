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
  for (CardId c = 0; c < s.cards.size(); ++c)
    if (s.cards[c].zone == Zone::InPlay) s.cards[c].face_up = true;
  return s;
}

NewGame new_game(const CardDb& db, const GameSetup& setup, Log* log) {
  NewGame out;
  if (setup.seats.size() < 2 || setup.seats.size() > 6) {
    out.error = "a game needs 2 to 6 players, not " + std::to_string(setup.seats.size());
    return out;
  }
  for (const SeatSetup& seat : setup.seats)
    if (seat.deck.stronghold == kNoDef) {
      out.error = seat.name + "'s deck has no Stronghold";
      return out;
    }
  GameState s = lay_out(db, setup);
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
  Engine e(db, s, log);
  e.log(s.players[first].name + " has the highest Family Honor and goes first");
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
