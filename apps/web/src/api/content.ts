import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Activity, ActivityType, Banner, Game, HomeNotices, Notice, Page, VipLevel } from '@portal/contracts';
import { request } from './client';

/** Content is localised by the server, so every content query is keyed by the language shown. */
function useLang(): string {
  return useTranslation().i18n.language;
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
  return useQuery({ queryKey: ['homenotice', lang], queryFn: () => request<HomeNotices>('/api/homenotice'), staleTime: 5 * 60_000 });
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
