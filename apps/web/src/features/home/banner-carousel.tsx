import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { useTranslation } from 'react-i18next';
import { useBanners } from './api/get-banners';
import { AppLink } from '../../components/app-link';

/** Spec §2.2: autoplay every 3 s, 1 s transitions, looping. */
export function BannerCarousel({ type = 1 }: { type?: number }) {
  const { t } = useTranslation();
  const { data, isPending } = useBanners(type);
  if (isPending) return <div className="carousel carousel-skeleton" aria-busy="true" />;
  if (!data || data.length === 0) return null;
  return (
    <div className="carousel" data-testid="carousel">
      <Swiper modules={[Autoplay, Pagination]} autoplay={{ delay: 3000, disableOnInteraction: false }} speed={1000} loop={data.length > 1} pagination={{ clickable: true }}>
        {data.map((b, i) => (
          <SwiperSlide key={b.id} data-index={i}>
            <div className="slide" style={{ backgroundImage: `url(${b.image})` }}>
              <div className="container slide-text">
                <h2>{b.title}</h2>
                {b.link && <AppLink to={b.link} className="btn btn-gold">{t('home.viewPromo')}</AppLink>}
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
