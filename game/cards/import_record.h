#pragma once
// Importing a community card database (issue 10, "Bring your own card
// database"). Each file format (the per-set YAML database, the Egg of P'an Ku
// cards.xml, the Oracle of the Void JSON export) is read into format-neutral
// RawRecords; one builder turns every record into the project's CardDef,
// compiles its rules text into the ability format where a template is
// recognized, and reports every record it cannot take (docs/card-import.md).
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "game/cards/card_db.h"

namespace l5r {

// One problem with one record of an imported file: where it is and what is
// wrong. A record with a problem is skipped (or, for a warning, imported with
// what the message says); the import goes on with the next one.
struct ImportProblem {
  std::string file;
  std::string record;  // the card's title, or its position when it has none
  std::string field;   // empty when the problem is not about one field
  std::string message;
  bool warning = false;  // the record was imported anyway
  std::string to_string() const;
};

// A card as one of the source formats states it, before any checking. Stats
// are kept as the text the source prints ("+2", "5*", "-") so that one place
// decides what each spelling means.
struct RawRecord {
  std::string file;
  std::string record;  // how problems name it: its title, else "#<position>"
  std::string set;
  std::string title;
  std::vector<std::string> types;  // "Personality"; several in a few sources
  std::vector<std::string> clans;
  std::vector<std::string> keywords;
  std::map<std::string, std::string> stats;  // by CardDef field name: force, chi, gold_cost...
  std::string text;                          // rules text (HTML-ish markup allowed)
  std::vector<std::string> legal;            // formats / arcs where it is legal
  bool unique = false;
  bool back_face = false;  // a Stronghold's going-second face, listed as its own record
};

// What the import keeps beside each CardDef for the player's reading. It
// lives only in the user's imported data, never in the project's files.
struct ImportedCard {
  std::string printed_title;        // with its subtitle ("Doji Makoto, the Smiling Blade")
  std::string text;                 // the rules text as the source prints it
  std::vector<std::string> manual;  // the parts that were not compiled (resolve by hand)
  int compiled = 0;                 // parts compiled into the ability format
  std::vector<std::string> legal;
  // Stats printed as '*' (the text sets them): imported as their number part,
  // so the card is not fully automated.
  std::vector<std::string> variable_stats;
  // A card one of the imported cards creates (CR20F "Created Cards"), added
  // to the database with it (CardDb::add): no record of the source.
  bool created = false;
  bool automated() const { return manual.empty() && variable_stats.empty(); }
};

struct SetCoverage {
  int records = 0;    // every card record of the set, reprints included
  int automated = 0;  // records whose whole text compiled
  // Records whose card, as the engine plays it (the text of its newest
  // printing, which the import keeps), is fully automated: what a player of
  // the set's cards sees automated.
  int played_automated = 0;
  int abilities_compiled = 0;
  int abilities_manual = 0;
  std::map<std::string, int> manual_templates;  // uncompiled parts, numbers as N
  // For records with exactly one uncompiled part: that part's template (the
  // template that alone keeps the record from being automated).
  std::map<std::string, int> sole_templates;
};

struct ImportedDb {
  CardDb db;
  std::vector<ImportedCard> extra;  // parallel to db.all()
  std::vector<ImportProblem> problems;
  int records = 0;             // card records read, in every file
  int reprints = 0;            // records of a card already imported from another set
  int back_faces = 0;          // Stronghold going-second faces merged into their card
  int skipped = 0;             // records not imported (bad, or not a card type the engine has)
  int abilities_compiled = 0;  // over the imported cards
  int abilities_manual = 0;
  std::map<std::string, int> manual_templates;  // uncompiled parts, numbers as N, by count
  std::map<std::string, SetCoverage> sets;
  int errors() const;  // problems that are not warnings
};

// Turns RawRecords into an ImportedDb. Records are taken in the order given:
// the first record of a title wins and later ones count as reprints, so feed
// the newest printing first.
class ImportBuilder {
 public:
  void add(const RawRecord& r);
  void problem(ImportProblem p) { out_.problems.push_back(std::move(p)); }
  // Adds every card to the database and returns the whole import.
  ImportedDb finish();

 private:
  struct Pending {
    CardDef def;
    ImportedCard extra;
    std::string file;
    bool has_back = false;
  };
  void merge_back_face(const RawRecord& r, const StrongholdFace& face);

  ImportedDb out_;
  std::vector<Pending> cards_;
  std::map<std::string, std::size_t> by_id_;
  std::map<std::string, std::vector<std::string>> set_ids_;  // by set: its records' card ids
};

// "Hida Kisada" -> "hida-kisada" (the ids of assets/cards), "-exp", "-exp2"...
// for Experienced levels, so that built-in decks also load against an import.
std::string card_slug(const std::string& title, int experienced);

}  // namespace l5r
