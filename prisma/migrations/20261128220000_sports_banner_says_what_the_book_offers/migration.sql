-- The seeded sports banner promised in-play betting on every match ("体育赛事 全场滚球"); the
-- sportsbook takes bets after the start only on the markets offered in play (docs/sportsbook.md).
-- A banner still as seeded gets a title the book keeps; one an operator changed stays as it is.
UPDATE "banners" SET "title" = '体育投注 串关与提前兑现', "i18n" = '{"zh_TW": {"title": "體育投注 串關與提前兌現"}, "en_US": {"title": "Sports: parlays and cash-out"}, "kr": {"title": "스포츠: 파레이와 캐시아웃"}, "jp": {"title": "スポーツ パーレーとキャッシュアウト"}, "th": {"title": "กีฬา: สเต็ปและแคชเอาท์"}}'::jsonb
WHERE "title" = '体育赛事 全场滚球';
