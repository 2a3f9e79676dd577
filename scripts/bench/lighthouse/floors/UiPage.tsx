import { useQuery } from '@tanstack/react-query';
import Image from 'antd-mobile/es/components/image';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import SearchBar from 'antd-mobile/es/components/search-bar';
import Swiper from 'antd-mobile/es/components/swiper';
import TabBar from 'antd-mobile/es/components/tab-bar';
import Tag from 'antd-mobile/es/components/tag';
import 'antd-mobile/es/global';
import { goodsEndpoints } from '../../../../contracts/goods';
import { endpoints } from '../../../../contracts/index';

async function goodsPage() {
  const res = await fetch('/api/v/goods/page', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, size: 10 }),
  });
  const read = goodsEndpoints.page.readResponse(await res.json());
  return read.usable ? (read.data?.data ?? []) : [];
}

export default function UiPage() {
  const goods = useQuery({ queryKey: ['goods'], queryFn: goodsPage });
  return (
    <div>
      <SearchBar placeholder="搜索" />
      <Swiper autoplay loop>
        {['#c8161d', '#e0a100', '#1677ff'].map((colour) => (
          <Swiper.Item key={colour}>
            <div style={{ height: 150, background: colour }} />
          </Swiper.Item>
        ))}
      </Swiper>
      <NoticeBar content={`${endpoints.length} endpoints`} />
      <PullToRefresh onRefresh={async () => void (await goods.refetch())}>
        {(goods.data ?? []).map((item, i) => (
          <div key={item.spu.goodsId} style={{ display: 'flex', gap: 8, padding: 8 }}>
            <Image src={item.spu.cover} width={80} height={80} lazy={i > 3} />
            <div>
              <div>{item.spu.name}</div>
              <Tag color="primary">新品</Tag>
            </div>
          </div>
        ))}
        <InfiniteScroll loadMore={async () => {}} hasMore={false} />
      </PullToRefresh>
      <TabBar>
        {['首页', '分类', '订单', '我的'].map((title) => (
          <TabBar.Item key={title} title={title} />
        ))}
      </TabBar>
    </div>
  );
}
