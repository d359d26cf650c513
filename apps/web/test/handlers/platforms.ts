import { ok, post } from '../msw';

// lib/platform-balances: every game wallet of the member, read by the wallet and the records.

export const platforms = [
  { name: 'PC遊戲館', platname: 'PCGAME', balance: '0.00' },
  { name: '手機遊戲館', platname: 'MOBILEGAME', balance: '0.00' },
  { name: 'AG真人', platname: 'AG', balance: '25.00' },
  { name: '沙巴體育', platname: 'SABA', balance: '0.00' },
];

export const platformBalances = () => post('/api/balancelist', ok(platforms));
