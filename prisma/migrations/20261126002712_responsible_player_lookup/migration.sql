-- CreateIndex
CREATE INDEX "platform_players_platname_player_name_idx" ON "platform_players"("platname", "player_name");
