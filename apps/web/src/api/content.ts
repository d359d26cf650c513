import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@portal/contracts';
import { request } from './client';

/** Content is localised by the server, so every content query is keyed by the language shown. */
function useLang(): string {
  return useTranslation().i18n.language;
}

export interface VipLevel {
  level: number;
  name: string;
  badge: string;
  recharge: string;
  flow: string;
  realperson: string;
  electron: string;
  joker: string;
  sport: string;
  lottery: string;
  e_sport: string;
}
export interface Banner {
  id: number;
  type: number;
  title: string;
  image: string;
  link: string;
}
export interface Notice {
  id: number;
  title: string;
  content: string;
  created_at: string;
}
export interface ActivityType {
  id: number;
  name: string;
}
export interface Activity {
  id: number;
  type_id: number;
  type_name: string;
  title: string;
  banner: string;
  content: string;
  memo: string;
  created_at: string;
  apply_state?: number;
}
export interface Game {
  id?: number;
  category_id: string;
  platform_name: string;
  game_code: string;
  name: string;
  api_logo_img: string;
  check_yes_img?: string;
  check_no_img?: string;
  app_state?: number;
}

export function useVipLevels() {
  return useQuery({ queryKey: ['uservip'], queryFn: () => request<VipLevel[]>('/api/uservip'), staleTime: 10 * 60_000 });
}

export function useBanners(type = 1) {
  const lang = useLang();
  return useQuery({ queryKey: ['banners', type, lang], queryFn: () => request<Banner[]>('/api/bannerList', { body: { type } }), staleTime: 5 * 60_000 });
}

export function useHomeNotices() {
  const lang = useLang();
  return useQuery({ queryKey: ['homenotice', lang], queryFn: () => request<string[]>('/api/homenotice'), staleTime: 5 * 60_000 });
}

export function useNotices(page: number) {
  const lang = useLang();
  return useQuery({ queryKey: ['notices', page, lang], queryFn: () => request<Page<Notice>>('/api/noticeList', { body: { page } }) });
}

export function useActivityTypes() {
  const lang = useLang();
  return useQuery({ queryKey: ['activitytype', lang], queryFn: () => request<ActivityType[]>('/api/activitytype'), staleTime: 5 * 60_000 });
}

export function useActivities(type: number, page = 1) {
  const lang = useLang();
  return useQuery({ queryKey: ['activities', type, page, lang], queryFn: () => request<Page<Activity>>('/api/activitylist', { body: { type, page } }) });
}

export function useActivity(id: number) {
  const lang = useLang();
  return useQuery({ queryKey: ['activity', id, lang], enabled: id > 0, queryFn: () => request<Activity>('/api/activitydeatil', { body: { id } }) });
}

/** The enabled games of a category (spec §3: app_state 1 = enabled). */
export function useGames(category: string) {
  return useQuery({
    queryKey: ['games', category],
    queryFn: async () => {
      const reply = await request<Game[] | { data: Game[] }>('/api/game/list', { method: 'GET', query: { category } });
      const list = Array.isArray(reply) ? reply : (reply?.data ?? []);
      return list.filter((g) => g.app_state === undefined || g.app_state === 1);
    },
    staleTime: 5 * 60_000,
  });
}
