#include "net/wire_deck.h"

namespace l5r::net {

WireDeck to_wire(const CardDb& db, const Deck& d) {
  WireDeck w;
  w.name = d.name.substr(0, kMaxName);
  w.stronghold = db.def(d.stronghold).id;
  if (d.sensei) w.sensei = db.def(*d.sensei).id;
  for (DefId x : d.dynasty) w.dynasty.push_back(db.def(x).id);
  for (DefId x : d.fate) w.fate.push_back(db.def(x).id);
  return w;
}

Deck from_wire(const CardDb& db, const WireDeck& w, std::vector<std::string>* errors) {
  Deck d;
  d.name = w.name;
  std::vector<std::string> errs;
  auto find = [&](const std::string& slug) -> DefId {
    if (auto id = db.find(slug)) return *id;
    errs.push_back("unknown card '" + slug + "'");
    return kNoDef;
  };
  d.stronghold = find(w.stronghold);
  if (!w.sensei.empty()) d.sensei = find(w.sensei);
  for (const std::string& s : w.dynasty) d.dynasty.push_back(find(s));
  for (const std::string& s : w.fate) d.fate.push_back(find(s));
  if (errs.empty()) errs = validate_deck(db, d);
  if (errors) *errors = std::move(errs);
  return d;
}

}  // namespace l5r::net
