// `rokugan-cli scenario` (placeholder until the scenario runner lands).
#include "tools/commands.h"

namespace l5r {
void add_scenario_command(CLI::App& app) { (void)app; }
}  // namespace l5r
