import { useTranslation } from 'react-i18next';
import { Empty } from '../../components/states';

/** Member screens whose APIs have not landed yet say so plainly instead of pretending. */
export default function SoonPage() {
  const { t } = useTranslation();
  return (
    <div className="panel">
      <Empty text={t('mine.soon')} />
    </div>
  );
}
