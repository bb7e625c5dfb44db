// The rules text compiler's stat bonus equal to a count of the player's
// cards, with an optional maximum (game/cards/text_compile_amounts.cpp).
// The texts are written for the tests in the template's shape (other
// numbers, stats and kinds); no card's text is copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

TEST_CASE("a stat bonus equal to the number of a kind of your cards, to a maximum") {
  CompiledText c = test::compile_whole(
      "This Shugenja has a Chi bonus equal to the number "
      "of Farm Holdings you control, to a maximum of 4.",
      CardType::Spell);
  CHECK(c.json.value("traits", json::array()) == json::parse(R"([{"stat":"chi","amount":1,
          "per":{"type":["Holding"],"keywords":["Farm"],"controller":"you"},"per_max":4}])"));
  // The Naga's pearl icon names the Pearl keyword; "up to" says a maximum too.
  CompiledText p = test::compile_whole(
      "This Personality has a Force bonus equal to the "
      "number of :pearl: Strategies you control, up to two.",
      CardType::Personality);
  CHECK(p.json.value("traits", json::array()) == json::parse(R"([{"stat":"force","amount":1,
          "per":{"type":["Strategy"],"keywords":["Pearl"],"controller":"you"},"per_max":2}])"));
  // Without a maximum: every such card counts.
  CompiledText n = test::compile_whole(
      "This Personality has a Force bonus equal to the "
      "number of Spells you control.",
      CardType::Personality);
  CHECK(
      n.json.value("traits", json::array()) ==
      json::parse(R"([{"stat":"force","amount":1,"per":{"type":["Spell"],"controller":"you"}}])"));
  // Another's cards, or a maximum that is no number, are not this template.
  CHECK(compile_rules_text("This Shugenja has a Force bonus "
                           "equal to the number of "
                           "Holdings you do not control.",
                           CardType::Spell)
            .compiled == 0);
  CHECK(compile_rules_text("This Shugenja has a Force bonus "
                           "equal to the number of "
                           "Holdings you control, to a maximum of many.",
                           CardType::Spell)
            .compiled == 0);
  // "This Shugenja" is a Spell's caster only.
  CHECK(compile_rules_text("This Shugenja has a Force bonus "
                           "equal to the number of "
                           "Holdings you control.",
                           CardType::Personality)
            .compiled == 0);
}
