<?php

use CodeIgniter\Router\RouteCollection;
use App\Controllers\Home;

/**
 * @var RouteCollection $routes
 */
$routes->get('/', 'Home::index');
$routes->get('about', 'Pages::view/about', ['as' => 'about']);
$routes->get('about', 'Pages::other');
$routes->get('other', 'Pages::x', ['as' => 'about']);
$routes->add('contact', 'Pages::contact');
$routes->post('contact', 'Pages::send');
$routes->addPlaceholder('uuid', '[0-9a-f-]{36}');
$routes->addPlaceholder('numeric', '[0-9.]+');
$routes->get('item/(:uuid)', 'Items::show/$1');
$routes->get('price/(:numeric)', 'Items::price/$1');
$routes->get('Users/(:NUM)', 'Users::show/$1');
$routes->group('admin', ['filter' => 'auth', 'namespace' => 'App\Controllers\Admin'], static function ($routes) {
    $routes->get('/', 'Dashboard::index');
    $routes->get('users', 'Users::index', ['filter' => 'role:admin']);
    $routes->group('reports', ['filter' => ['log', 'csrf']], static function ($routes) {
        $routes->get('(:segment)/(:num)', 'Reports::show/$1/$2');
        $routes->resource('stats', ['only' => 'index,show']);
    });
    $routes->group('', static function ($routes) {
        $routes->get('inner', 'Inner::index');
    });
});
$routes->resource('photos');
$routes->resource('api/comments', ['controller' => 'Api\Comments', 'placeholder' => '(:num)', 'websafe' => 1, 'except' => ['new', 'edit']]);
$routes->presenter('books', ['except' => 'remove']);
$routes->match(['GET', 'POST'], 'form', 'Forms::handle');
$routes->match(['put'], 'lower', 'Forms::lower');
$routes->cli('jobs/run/(:any)', 'Jobs::run/$1');
$routes->view('terms', 'pages/terms');
$routes->get('closure', static fn () => 'hi');
$routes->get('callable/(:num)/(:alpha)', [Home::class, 'callable']);
$routes->get('callable2/(:num)', [[Home::class, 'two'], '$1']);
$routes->addRedirect('old-about', 'about');
$routes->addRedirect('old-contact', 'contact', 301);
$routes->addRedirect('gone', 'https://example.com/new');
$routes->get('off/(:num)/(:num)', 'Offset::x/$1/$2', ['offset' => 1]);
$routes->get('ns', '\Other\Ns::go');
$routes->get('sub', 'Admin\Dash::go');
$routes->setDefaultNamespace('App\Second');
$routes->get('second', 'Second::index');
$routes->map(['m1' => 'Map::one', 'm2' => 'Map::two'], ['filter' => 'mapped']);
$routes->options('opt', 'Opt::x');
$routes->head('hd', 'Hd::x');
$routes->patch('pt', 'Pt::x');
$routes->delete('dl', 'Dl::x');
$routes->put('pu', 'Pu::x');
$routes->environment('development', static function ($routes) {
    $routes->get('dev-tools', 'Dev::tools');
});
$routes->get('host-only', 'Host::only', ['hostname' => 'admin.example.com']);
$routes->get('sub-only', 'Sub::only', ['subdomain' => 'blog']);
$routes->set404Override('App\Errors::show404');
$routes->setTranslateURIDashes(true);
$routes->get('b/<x>', 'Esc::x');
$routes->get('q/it\'s', 'Esc::q');
$routes->add('catch/(:any)', 'Catch::all');
