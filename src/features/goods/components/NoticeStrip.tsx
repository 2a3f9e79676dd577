import { NoticeBar, Swiper } from 'antd-mobile';
import { Link } from 'react-router';
import { useNoticeStrip } from '../api/get-notice-strip';

/** One scrolling line per notice; a tap opens the notice. Hidden while loading, on error or when empty. */
export function NoticeStrip() {
  const q = useNoticeStrip();
  if (!q.data || q.data.length === 0) return null;
  return (
    <NoticeBar
      color="alert"
      content={
        <Swiper direction="vertical" autoplay loop indicator={() => null} style={{ '--height': '20px' }}>
          {q.data.map((n) => (
            <Swiper.Item key={n.id}>
              <Link to={`/announcement/${n.id}`} style={{ color: 'inherit' }}>
                {n.title}
              </Link>
            </Swiper.Item>
          ))}
        </Swiper>
      }
    />
  );
}
