-- The live venues open the house's own tables (baccarat, dragon tiger, roulette) and the card
-- venues its card games (bull bull, three-card, dragon tiger) instead of baccarat alone. Only the
-- rows still on the seeded default move; a default an operator chose stays as it is.
UPDATE "platforms" SET "default_game" = 'tables' WHERE "platname" IN ('AG', 'BBIN', 'DG', 'OB', 'EVO') AND "default_game" = 'baccarat';
UPDATE "platforms" SET "default_game" = 'cards' WHERE "platname" IN ('KY', 'LEG') AND "default_game" = 'baccarat';
