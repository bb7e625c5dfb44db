#!/usr/bin/env python3
"""Sanity checker for the card data and starter decks.

Checks:
  * card files: schema (allowed fields per type, integer stats, id format),
    ids unique across all card files;
  * decks: every referenced id exists, stronghold/sensei types, sensei clan,
    exactly 40 Dynasty and 40 Fate cards, Dynasty/Fate split by card type,
    copy limits (3 per non-Unique title, 1 per Unique title; Experienced
    versions count as separate titles);
  * when the community card database is available (default
    /work/shared/carddb), each of our cards is compared against the entry for
    the same set (title, type, clan, keywords, unique, experienced, stats) and
    every mismatch is printed.  Cards used in decks that are not legal in the
    Twenty Festivals format are reported as warnings.

Usage: python3 tools/check_decks.py [--root REPO] [--carddb DIR] [--no-carddb]
Exit status is 0 when no errors were found.
"""
import argparse
import glob
import json
import os
import re
import sys
from collections import Counter, defaultdict

CARD_TYPES = {"Stronghold", "Sensei", "Personality", "Holding", "Event", "Region",
              "Strategy", "Follower", "Item", "Spell", "Ring"}
DYNASTY_TYPES = {"Personality", "Holding", "Event", "Region"}
FATE_TYPES = {"Strategy", "Follower", "Item", "Spell", "Ring"}
CLANS = {"Crab", "Crane", "Dragon", "Lion", "Mantis", "Phoenix", "Scorpion", "Spider", "Unicorn"}
DECK_SIZE = 40
MAX_COPIES = 3
FORMAT = "A Brother's Destiny (Twenty Festivals)"

# Ability data (docs/abilities.md) is checked by the engine's own loader.
COMMON = {"id", "title", "type", "keywords", "unique", "experienced", "abilities", "traits", "triggers"}
ALLOWED = {
    "Personality": COMMON | {"clan", "force", "chi", "honor_requirement", "gold_cost", "personal_honor"},
    "Holding": COMMON | {"gold_cost", "gold_production", "restricted_gold"},
    "Event": COMMON,
    "Region": COMMON,
    "Follower": COMMON | {"gold_cost", "force", "focus", "honor_requirement", "attach_to"},
    "Item": COMMON | {"gold_cost", "force", "chi", "focus", "attach_to"},
    "Spell": COMMON | {"gold_cost", "focus", "attach_to"},
    "Strategy": COMMON | {"gold_cost", "focus"},
    "Ring": COMMON | {"gold_cost", "focus"},
    "Stronghold": COMMON | {"clan", "province_strength", "gold_production", "starting_honor", "going_second"},
    "Sensei": COMMON | {"province_strength", "gold_production", "starting_honor", "sensei_clans"},
}
REQUIRED = {
    "Personality": {"force", "chi", "gold_cost", "personal_honor"},
    "Holding": {"gold_cost"},
    "Follower": {"gold_cost", "force", "focus"},
    "Item": {"gold_cost", "force", "chi", "focus"},
    "Spell": {"focus"},
    "Strategy": {"focus"},
    "Ring": {"focus"},
    "Stronghold": {"province_strength", "gold_production", "starting_honor", "going_second"},
    "Sensei": {"province_strength", "gold_production", "starting_honor", "sensei_clans"},
}
INT_FIELDS = {"force", "chi", "honor_requirement", "gold_cost", "personal_honor", "gold_production",
              "focus", "province_strength", "starting_honor", "experienced"}
STRONGHOLD_STATS = ("province_strength", "gold_production", "starting_honor")
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
EXP_RE = re.compile(r"^Experienced(?: (\d+))?$")


class Report:
    def __init__(self):
        self.errors = 0
        self.warnings = 0

    def error(self, msg):
        self.errors += 1
        print(f"  ERROR: {msg}")

    def warn(self, msg):
        self.warnings += 1
        print(f"  warning: {msg}")


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# ---------------------------------------------------------------- card files

def load_cards(root, rep):
    cards = {}      # id -> card
    card_set = {}   # id -> card file stem
    files = sorted(glob.glob(os.path.join(root, "assets", "cards", "*.json")))
    print(f"Card files ({len(files)}):")
    if not files:
        rep.error("no card files found under assets/cards/")
    for path in files:
        stem = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as e:
            rep.error(f"{path}: cannot parse: {e}")
            continue
        if not isinstance(data, dict) or set(data) != {"set", "cards"} or not isinstance(data.get("cards"), list):
            rep.error(f"{path}: top level must be an object with exactly 'set' and 'cards'")
            continue
        print(f"  {os.path.basename(path)}: {data['set']!r}, {len(data['cards'])} cards")
        for c in data["cards"]:
            cid = c.get("id") if isinstance(c, dict) else None
            where = f"{stem}:{cid}"
            if not isinstance(c, dict) or not isinstance(cid, str):
                rep.error(f"{stem}: card without a string id: {c!r}")
                continue
            if not ID_RE.match(cid):
                rep.error(f"{where}: id is not a lowercase slug")
            if cid in cards:
                rep.error(f"{where}: duplicate id (also in {card_set[cid]})")
                continue
            check_schema(c, where, rep)
            cards[cid] = c
            card_set[cid] = stem
    return cards, card_set


def check_schema(c, where, rep):
    t = c.get("type")
    if t not in CARD_TYPES:
        rep.error(f"{where}: unknown type {t!r}")
        return
    if not isinstance(c.get("title"), str) or not c["title"].strip():
        rep.error(f"{where}: missing title")
    extra = set(c) - ALLOWED[t]
    if extra:
        rep.error(f"{where}: fields not allowed for {t}: {sorted(extra)}")
    missing = REQUIRED.get(t, set()) - set(c)
    if missing:
        rep.error(f"{where}: missing fields for {t}: {sorted(missing)}")
    for k in INT_FIELDS & set(c):
        if not is_int(c[k]):
            rep.error(f"{where}: {k} must be an integer, got {c[k]!r}")
    if "unique" in c and c["unique"] is not True:
        rep.error(f"{where}: 'unique' must be true or omitted")
    if "experienced" in c and (not is_int(c["experienced"]) or c["experienced"] < 1):
        rep.error(f"{where}: 'experienced' must be a positive integer or omitted")
    if "clan" in c and c["clan"] not in CLANS:
        rep.error(f"{where}: unknown clan {c['clan']!r}")
    kws = c.get("keywords", [])
    if not isinstance(kws, list) or not all(isinstance(k, str) and k for k in kws):
        rep.error(f"{where}: keywords must be a list of strings")
    else:
        for k in kws:
            if k == "Unique" or EXP_RE.match(k):
                rep.error(f"{where}: keyword {k!r} must be expressed as a field")
            if k in CLANS or k.endswith(" Clan"):
                rep.error(f"{where}: clan keyword {k!r} must not be listed in keywords")
        if len(set(kws)) != len(kws):
            rep.error(f"{where}: duplicate keywords")
    if t == "Stronghold":
        gs = c.get("going_second")
        # The going-second face: its stats, and its own ability lists when its
        # text differs (docs/card-format.md).
        face_lists = {"abilities", "traits", "triggers"}
        stats = {k: v for k, v in gs.items() if k not in face_lists} if isinstance(gs, dict) else None
        if (not isinstance(gs, dict) or set(stats) != set(STRONGHOLD_STATS) or
                not all(is_int(v) for v in stats.values())):
            rep.error(f"{where}: going_second must hold integer {', '.join(STRONGHOLD_STATS)}")
    if t == "Sensei":
        sc = c.get("sensei_clans")
        if not isinstance(sc, list) or not sc or not all(x == "All" or x in CLANS for x in sc):
            rep.error(f"{where}: sensei_clans must be a non-empty list of clans or ['All']")


# ---------------------------------------------------------------- decks

def check_deck(path, cards, rep, used):
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
    except (OSError, ValueError) as e:
        print(f"Deck {name}:")
        rep.error(f"cannot parse: {e}")
        return False
    print(f"Deck {name}: {d.get('name')!r} ({d.get('clan')}, {d.get('style')})")
    before = rep.errors
    keys = {"name", "clan", "style", "description", "stronghold", "sensei", "dynasty", "fate"}
    if set(d) != keys:
        rep.error(f"deck keys must be exactly {sorted(keys)}; got {sorted(d)}")
    clan = d.get("clan")
    if clan not in CLANS:
        rep.error(f"unknown deck clan {clan!r}")
    for k in ("name", "style", "description"):
        if not isinstance(d.get(k), str) or not d.get(k, "").strip():
            rep.error(f"missing {k}")

    sh = cards.get(d.get("stronghold"))
    if sh is None:
        rep.error(f"stronghold {d.get('stronghold')!r} does not exist")
    else:
        used.add(sh["id"])
        if sh["type"] != "Stronghold":
            rep.error(f"stronghold {sh['id']} is a {sh['type']}")
        elif sh.get("clan") != clan:
            rep.warn(f"stronghold {sh['id']} clan {sh.get('clan')} differs from deck clan {clan}")
    if d.get("sensei") is not None:
        se = cards.get(d["sensei"])
        if se is None:
            rep.error(f"sensei {d['sensei']!r} does not exist")
        else:
            used.add(se["id"])
            if se["type"] != "Sensei":
                rep.error(f"sensei {se['id']} is a {se['type']}")
            elif "All" not in se.get("sensei_clans", []) and clan not in se.get("sensei_clans", []):
                rep.error(f"sensei {se['id']} ({se.get('sensei_clans')}) cannot be used by {clan}")

    copies = Counter()
    titles = {}
    for part, types in (("dynasty", DYNASTY_TYPES), ("fate", FATE_TYPES)):
        entries = d.get(part)
        if not isinstance(entries, list):
            rep.error(f"{part} must be a list")
            continue
        total = 0
        seen = set()
        for e in entries:
            cid, n = (e.get("card"), e.get("count")) if isinstance(e, dict) else (None, None)
            if not is_int(n) or n < 1:
                rep.error(f"{part}: bad count in {e!r}")
                continue
            total += n
            if cid in seen:
                rep.error(f"{part}: {cid} listed twice")
            seen.add(cid)
            c = cards.get(cid)
            if c is None:
                rep.error(f"{part}: card {cid!r} does not exist")
                continue
            used.add(cid)
            if c["type"] not in types:
                rep.error(f"{part}: {cid} is a {c['type']}, which belongs in the "
                          f"{'Fate' if c['type'] in FATE_TYPES else 'Dynasty' if c['type'] in DYNASTY_TYPES else 'no'} deck")
            key = (c["title"], c.get("experienced", 0))
            copies[key] += n
            titles.setdefault(key, set()).add(cid)
            if c["type"] == "Personality" and c.get("clan") not in (None, clan):
                rep.warn(f"{part}: {cid} is {c.get('clan')}, not {clan} (costs extra to recruit)")
        if total != DECK_SIZE:
            rep.error(f"{part} has {total} cards, expected {DECK_SIZE}")
        else:
            print(f"  {part}: {total} cards, {len(entries)} entries")
    for key, n in sorted(copies.items()):
        unique = any(cards[i].get("unique") for i in titles[key])
        limit = 1 if unique else MAX_COPIES
        if n > limit:
            label = key[0] + ("" if not key[1] else " (Experienced)" if key[1] == 1 else f" (Experienced {key[1]})")
            rep.error(f"{n} copies of {'Unique ' if unique else ''}{label}; limit {limit}")
    ok = rep.errors == before
    print("  -> " + ("clean" if ok else f"{rep.errors - before} error(s)"))
    return ok


# ---------------------------------------------------------------- reference comparison

def exp_level(entry):
    lv = 0
    for k in entry.get("keywords") or []:
        m = EXP_RE.match(k)
        if m:
            lv = int(m.group(1) or 1)
    if not lv:
        m = re.search(r"•\s*Experienced(?: (\d+))?", entry.get("extended_title") or "")
        if m:
            lv = int(m.group(1) or 1)
    return lv


def ref_int(v):
    if is_int(v):
        return v
    s = str(v).strip()
    if re.fullmatch(r"[+-]?\d+", s):
        return int(s)
    return s  # e.g. "+*" -- never equal to an int, reported as a mismatch


def expected_from_ref(entry, back):
    """Build what our record should look like from a reference entry."""
    t = entry["types"][0] if entry.get("types") else None
    out = {"title": entry["title"].split(", ")[0], "type": t}
    clans = [x for x in entry.get("clans") or [] if x in CLANS]
    if t in ("Personality", "Stronghold") and len(clans) == 1:
        out["clan"] = clans[0]
    raw = entry.get("keywords") or []
    kws = [k for k in raw if k != "Unique" and not EXP_RE.match(k) and k not in CLANS
           and not k.endswith(" Clan") and k != "All Clans"]
    if kws:
        out["keywords"] = kws
    if entry.get("is_unique") or "Unique" in raw:
        out["unique"] = True
    lv = exp_level(entry)
    if lv:
        out["experienced"] = lv
    fields = {
        "Personality": ("force", "chi", "honor_requirement", "gold_cost", "personal_honor"),
        "Holding": ("gold_cost", "gold_production"),
        "Follower": ("gold_cost", "force", "focus", "honor_requirement"),
        "Item": ("gold_cost", "force", "chi", "focus"),
        "Spell": ("gold_cost", "focus"),
        "Strategy": ("gold_cost", "focus"),
        "Ring": ("gold_cost", "focus"),
        "Stronghold": STRONGHOLD_STATS,
        "Sensei": STRONGHOLD_STATS,
    }.get(t, ())
    for k in fields:
        if entry.get(k) is not None:
            out[k] = ref_int(entry[k])
    if t == "Stronghold" and back is not None:
        out["going_second"] = {k: ref_int(back.get(k)) for k in STRONGHOLD_STATS}
    if t == "Sensei":
        sc = entry.get("clans") or []
        out["sensei_clans"] = ["All"] if "All Clans" in sc else [x for x in sc if x in CLANS]
    return out


def compare_with_reference(cards, card_set, carddb, used, rep):
    try:
        import yaml
    except ImportError:
        print("Reference comparison skipped: PyYAML is not installed")
        return
    print(f"Reference comparison against {carddb}:")
    loaded = {}
    mismatched = 0
    for cid in sorted(cards, key=lambda i: (card_set[i], i)):
        c = cards[cid]
        stem = card_set[cid]
        if stem not in loaded:
            path = os.path.join(carddb, "sets", stem + ".yaml")
            if not os.path.exists(path):
                loaded[stem] = None
                rep.warn(f"no reference file {path} for card file {stem}.json")
            else:
                with open(path, encoding="utf-8") as f:
                    loaded[stem] = yaml.safe_load(f).get("cards", [])
        ref = loaded[stem]
        if ref is None:
            continue
        where = f"{stem}:{cid}"
        cands = [e for e in ref
                 if not e.get("is_back") and not e.get("is_proxy") and "Proxy" not in (e.get("types") or [])
                 and c["type"] in (e.get("types") or [])
                 and e["title"].split(", ")[0] == c["title"]
                 and exp_level(e) == c.get("experienced", 0)]
        if not cands:
            rep.error(f"{where}: {c['title']!r} ({c['type']}, experienced {c.get('experienced', 0)}) "
                      f"not found in {stem}.yaml")
            mismatched += 1
            continue
        if len(cands) > 1:
            legal = [e for e in cands if FORMAT in (e.get("legality") or [])]
            cands = legal or cands
        entry = cands[0]
        back = None
        if c["type"] == "Stronghold":
            backs = [e for e in ref if e.get("is_back") and e["title"] == entry["title"]]
            if backs:
                back = backs[0]
            else:
                rep.warn(f"{where}: reference has no back face for this Stronghold")
        exp = expected_from_ref(entry, back)
        # Only facts are compared; ability data is ours and has no reference.
        ours = {k: v for k, v in c.items()
                if k not in ("id", "abilities", "traits", "triggers", "attach_to", "restricted_gold")}
        if isinstance(ours.get("going_second"), dict):
            ours["going_second"] = {k: v for k, v in ours["going_second"].items()
                                    if k not in ("abilities", "traits", "triggers")}
        diffs = []
        for k in sorted(set(exp) | set(ours)):
            a, b = ours.get(k), exp.get(k)
            if k == "keywords":
                if sorted(a or []) != sorted(b or []):
                    diffs.append(f"keywords ours={a or []} ref={b or []}")
            elif a != b:
                diffs.append(f"{k} ours={a!r} ref={b!r}")
        if diffs:
            mismatched += 1
            rep.error(f"{where}: " + "; ".join(diffs))
        if cid in used and FORMAT not in (entry.get("legality") or []):
            rep.warn(f"{where}: used in a deck but not legal in {FORMAT}")
    print(f"  {len(cards)} cards compared, {mismatched} with mismatches")


# ---------------------------------------------------------------- main

def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", default=os.path.dirname(here), help="repository root")
    ap.add_argument("--carddb", default="/work/shared/carddb", help="community card database")
    ap.add_argument("--no-carddb", action="store_true", help="skip the reference comparison")
    args = ap.parse_args()

    rep = Report()
    cards, card_set = load_cards(args.root, rep)
    used = set()
    deck_files = sorted(glob.glob(os.path.join(args.root, "assets", "decks", "*.json")))
    if not deck_files:
        rep.error("no decks found under assets/decks/")
    clean = 0
    for path in deck_files:
        clean += check_deck(path, cards, rep, used)
    if not args.no_carddb and os.path.isdir(args.carddb):
        compare_with_reference(cards, card_set, args.carddb, used, rep)
    elif not args.no_carddb:
        print(f"Reference comparison skipped: {args.carddb} not found")
    print(f"\n{clean}/{len(deck_files)} decks clean; {len(cards)} cards; "
          f"{rep.errors} error(s), {rep.warnings} warning(s)")
    return 1 if rep.errors else 0


if __name__ == "__main__":
    sys.exit(main())
